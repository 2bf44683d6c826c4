import { PRIVACY_NOTICE_VERSION } from '#core/constants.ts';

/**
 * Legal content for the public portal: the PDPA privacy notice and the terms of service,
 * each written separately in Thai and English. Both languages of a document keep the same
 * sections in the same order so that the page layout and anchors match across locales.
 */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[]; // a bulleted list shown after the paragraphs
}

export interface LegalDocument {
  title: string;
  summary: string; // one or two sentences shown under the title
  version: string; // '2026-11-01'
  effectiveDate: string; // human-readable in the document's language; Thai uses the Buddhist era
  sections: LegalSection[];
}

export type LegalLocale = 'th' | 'en';

const TERMS_OF_SERVICE_VERSION = '2026-11-01';

const HEAD_OFFICE_TH = 'เลขที่ 457 ถนนพญาไท แขวงถนนพญาไท เขตราชเทวี กรุงเทพมหานคร 10400';
const HEAD_OFFICE_EN =
  '457 Phaya Thai Road, Thanon Phaya Thai Sub-district, Ratchathewi District, Bangkok 10400';

export const privacyNotice: Record<LegalLocale, LegalDocument> = {
  th: {
    title: 'ประกาศความเป็นส่วนตัว',
    summary:
      'บริษัท คุ้มค่า เทรด จำกัด ให้ความสำคัญกับการคุ้มครองข้อมูลส่วนบุคคลของท่าน ประกาศฉบับนี้อธิบายวิธีที่บริษัทฯ เก็บรวบรวม ใช้ เปิดเผย และดูแลข้อมูลส่วนบุคคลเมื่อท่านประเมินราคาหรือเทรดอิน ขาย หรือแลกอุปกรณ์กับเรา รวมถึงสิทธิของท่านตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
    version: PRIVACY_NOTICE_VERSION,
    effectiveDate: '1 พฤศจิกายน 2569',
    sections: [
      {
        heading: 'เกี่ยวกับประกาศฉบับนี้',
        paragraphs: [
          'บริษัท คุ้มค่า เทรด จำกัด (“บริษัทฯ” หรือ “เรา”) เป็นผู้ให้บริการเว็บไซต์และบริการรับซื้ออุปกรณ์มือสอง “คุ้มค่า” ซึ่งท่านสามารถประเมินราคาโทรศัพท์มือถือ โน้ตบุ๊ก แท็บเล็ต แก็ดเจ็ต หรือเครื่องพิมพ์ที่ใช้แล้ว และเลือกนำมูลค่าไปเป็นส่วนลดซื้อเครื่องใหม่ (เทรดอิน) ขายรับเงิน หรือรับบัตรกำนัลได้',
          'ประกาศฉบับนี้จัดทำขึ้นตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (“กฎหมายคุ้มครองข้อมูลส่วนบุคคล”) และใช้กับลูกค้าและผู้เข้าชมเว็บไซต์ ไม่ว่าท่านจะใช้บริการกับบริษัทฯ โดยตรง ผ่านผู้ช่วยแชท หรือผ่านร้านค้าตัวแทนที่เป็นพันธมิตรของบริษัทฯ (“ร้านค้าพันธมิตร”)',
          'สำหรับพนักงานของบริษัทฯ และพนักงานของร้านค้าพันธมิตรที่ใช้งานระบบภายในของบริษัทฯ บริษัทฯ จะแจ้งประกาศความเป็นส่วนตัวให้ทราบแยกต่างหาก',
        ],
      },
      {
        heading: 'ผู้ควบคุมข้อมูลส่วนบุคคลและช่องทางการติดต่อ',
        paragraphs: [
          'บริษัท คุ้มค่า เทรด จำกัด เป็นผู้ควบคุมข้อมูลส่วนบุคคลตามที่ระบุไว้ในประกาศฉบับนี้',
          'บริษัทฯ ได้แต่งตั้งเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (Data Protection Officer: DPO) หากท่านมีข้อสงสัยเกี่ยวกับประกาศฉบับนี้หรือข้อมูลส่วนบุคคลของท่าน สามารถติดต่อได้ตามช่องทางด้านล่าง',
        ],
        items: [
          `สำนักงานใหญ่: ${HEAD_OFFICE_TH}`,
          'โทรศัพท์: 02-026-8888 (ทุกวัน เวลา 09.00–20.00 น.)',
          'อีเมลสำหรับคำขอเกี่ยวกับข้อมูลส่วนบุคคล: privacy@khumkha.co.th',
          'LINE Official Account: @khumkha',
        ],
      },
      {
        heading: 'ข้อมูลส่วนบุคคลที่บริษัทฯ เก็บรวบรวม',
        paragraphs: [
          'บริษัทฯ เก็บรวบรวมข้อมูลส่วนบุคคลเท่าที่จำเป็นต่อการประเมินราคา การดำเนินการตามคำขอ และการชำระเงินให้แก่ท่าน ข้อมูลส่วนใหญ่ได้รับจากท่านโดยตรง บางส่วนได้รับจากร้านค้าพันธมิตรที่ดำเนินการคำขอให้ท่าน จากบริษัทขนส่งที่เป็นพันธมิตร (เช่น สถานะการเข้ารับเครื่อง) หรือเกิดขึ้นโดยอัตโนมัติเมื่อท่านใช้งานเว็บไซต์',
          'บริษัทฯ ไม่มีความประสงค์จะเก็บรวบรวมข้อมูลส่วนบุคคลที่มีความอ่อนไหว เช่น ศาสนา ข้อมูลสุขภาพ หรือข้อมูลชีวภาพ',
          'ก่อนจัดเก็บรูปถ่ายอุปกรณ์ทุกภาพ ระบบจะแปลงไฟล์ภาพใหม่ (Re-encode) และลบข้อมูลเมตา (Metadata) ที่ฝังอยู่ในไฟล์ออก รวมถึงพิกัดตำแหน่ง GPS รายละเอียดกล้อง และเวลาที่ถ่ายภาพ โปรดถ่ายเฉพาะตัวอุปกรณ์ และหลีกเลี่ยงไม่ให้มีบุคคล บัตรประจำตัวประชาชน หรือเอกสารอื่นอยู่ในภาพ',
          'ข้อมูลที่บริษัทฯ เก็บรวบรวมอาจแตกต่างกันไปตามลักษณะการใช้บริการของท่าน ดังนี้',
        ],
        items: [
          'ข้อมูลระบุตัวตนและข้อมูลติดต่อ: ชื่อ-นามสกุล หมายเลขโทรศัพท์ อีเมล และ LINE ID',
          'ที่อยู่สำหรับเข้ารับเครื่อง: ในกรณีที่ท่านเลือกให้บริษัทขนส่งเข้ารับอุปกรณ์',
          'ข้อมูลอุปกรณ์: ประเภท ยี่ห้อ รุ่น ความจุ หมายเลข IMEI หรือหมายเลขซีเรียล (Serial Number) และคำตอบของท่านเกี่ยวกับสภาพเครื่อง',
          'รูปถ่ายอุปกรณ์: ภาพที่ท่านอัปโหลด หรือภาพที่เจ้าหน้าที่ของบริษัทฯ ถ่ายระหว่างการตรวจสภาพเครื่อง',
          'ข้อมูลการรับเงิน: ชื่อธนาคาร ชื่อบัญชี และเลขที่บัญชีสำหรับรับเงินโอน รวมถึงรูปแบบการรับมูลค่าที่ท่านเลือก',
          'รหัสร้านค้าพันธมิตร (Dealer Code): ในกรณีที่ท่านทำรายการผ่านร้านค้าพันธมิตร',
          'ข้อความสนทนา: ข้อความที่ท่านโต้ตอบกับผู้ช่วยแชทบนเว็บไซต์',
          'ข้อมูลทางเทคนิค (Log): หมายเลข IP วันและเวลาที่เข้าใช้งาน ประเภทเบราว์เซอร์และอุปกรณ์ หน้าที่เรียกดู และบันทึกข้อผิดพลาดของระบบ',
        ],
      },
      {
        heading: 'วัตถุประสงค์และฐานทางกฎหมายในการประมวลผล',
        paragraphs: [
          'บริษัทฯ ใช้ข้อมูลส่วนบุคคลของท่านเฉพาะตามวัตถุประสงค์ด้านล่าง โดยแต่ละวัตถุประสงค์อาศัยฐานทางกฎหมายตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
          'ข้อมูลที่จำเป็นสำหรับคำขอของท่านเป็นข้อมูลที่ต้องใช้ในการเข้าทำและปฏิบัติตามสัญญา หากท่านไม่ให้ข้อมูลดังกล่าว บริษัทฯ อาจไม่สามารถดำเนินการตามคำขอหรือชำระเงินให้แก่ท่านได้',
        ],
        items: [
          'เพื่อการปฏิบัติตามสัญญา (ฐานสัญญา): จัดทำราคาประเมินและใบเสนอราคา สร้างและบริหารจัดการคำขอเทรดอิน นัดหมายการนำส่งเครื่องที่ร้านหรือการเข้ารับเครื่องโดยบริษัทขนส่ง ตรวจสภาพเครื่อง ติดต่อสื่อสารกับท่านเกี่ยวกับคำขอ และชำระเงินหรือออกส่วนลดหรือบัตรกำนัลให้แก่ท่าน',
          'เพื่อปฏิบัติตามหน้าที่ตามกฎหมาย (ฐานหน้าที่ตามกฎหมาย): จัดทำและเก็บรักษาบัญชีและเอกสารทางภาษี ตรวจสอบหมายเลข IMEI และหมายเลขซีเรียลกับฐานข้อมูลอุปกรณ์ที่สูญหายหรือถูกโจรกรรม และให้ความร่วมมือกับเจ้าหน้าที่ตำรวจหรือหน่วยงานของรัฐ ตามกฎหมายว่าด้วยการควบคุมการขายทอดตลาดและค้าของเก่าและกฎหมายอื่นที่เกี่ยวข้อง',
          'เพื่อประโยชน์โดยชอบด้วยกฎหมาย (ฐานประโยชน์โดยชอบด้วยกฎหมาย): ป้องกันและตรวจจับการทุจริตและการรับซื้ออุปกรณ์ที่ได้มาโดยมิชอบ รักษาความมั่นคงปลอดภัยของบริการและระบบ แก้ไขปัญหาการใช้งาน และพัฒนาการประเมินราคาและบริการ โดยบริษัทฯ จะคำนึงถึงความสมดุลกับสิทธิของท่าน และท่านมีสิทธิคัดค้านการประมวลผลดังกล่าวได้',
          'โดยอาศัยความยินยอมของท่าน (ฐานความยินยอม): ส่งข้อมูลข่าวสาร โปรโมชัน และข้อเสนอทางการตลาด ซึ่งท่านจะให้ความยินยอมหรือไม่ก็ได้',
        ],
      },
      {
        heading: 'การส่งข้อมูลข่าวสารทางการตลาด',
        paragraphs: [
          'บริษัทฯ จะส่งโปรโมชันและข้อเสนอต่าง ๆ ทาง SMS อีเมล หรือ LINE เฉพาะเมื่อท่านให้ความยินยอมแล้วเท่านั้น ช่องให้ความยินยอมในแบบฟอร์มเป็นทางเลือกและจะไม่ถูกเลือกไว้ล่วงหน้า การไม่ให้ความยินยอมไม่มีผลต่อราคาประเมิน คำขอ หรือการชำระเงินของท่าน',
          'ท่านสามารถถอนความยินยอมได้ทุกเมื่อ โดยกดลิงก์ยกเลิกการรับข่าวสารในข้อความ แจ้งผ่าน LINE @khumkha หรือติดต่อ privacy@khumkha.co.th ทั้งนี้ การถอนความยินยอมไม่กระทบต่อการส่งข้อมูลข่าวสารที่ได้ดำเนินการไปแล้วโดยชอบก่อนการถอนความยินยอม',
        ],
      },
      {
        heading: 'ระยะเวลาการเก็บรักษาข้อมูล',
        paragraphs: [
          'บริษัทฯ จะเก็บรักษาข้อมูลส่วนบุคคลไว้เท่าที่จำเป็นตามวัตถุประสงค์ในประกาศฉบับนี้หรือตามที่กฎหมายกำหนด เมื่อพ้นระยะเวลาดังกล่าว บริษัทฯ จะลบ ทำลาย หรือทำให้ข้อมูลไม่สามารถระบุตัวบุคคลได้',
          'หากมีข้อพิพาท การใช้สิทธิเรียกร้องตามกฎหมาย หรือการตรวจสอบของหน่วยงานของรัฐที่ยังไม่สิ้นสุด บริษัทฯ อาจเก็บข้อมูลที่เกี่ยวข้องไว้นานขึ้นจนกว่าเรื่องดังกล่าวจะสิ้นสุด',
        ],
        items: [
          'ใบเสนอราคาที่ไม่ได้นำไปยื่นคำขอเทรดอิน: 90 วันนับจากวันที่ออกใบเสนอราคา',
          'คำขอเทรดอิน ข้อมูลการชำระเงิน ข้อมูลบัญชีธนาคารที่ใช้รับเงิน และเอกสารทางบัญชี: 5 ปีนับจากวันที่รายการเสร็จสมบูรณ์ ตามประมวลรัษฎากร พระราชบัญญัติการบัญชี พ.ศ. 2543 และกฎหมายว่าด้วยการป้องกันและปราบปรามการฟอกเงินในกรณีที่ใช้บังคับ',
          'คำขอที่ถูกยกเลิกหรือไม่ได้ดำเนินการจนเสร็จสมบูรณ์: 1 ปีนับจากวันที่ปิดคำขอ',
          'รูปถ่ายอุปกรณ์: 1 ปีนับจากวันที่รายการเสร็จสมบูรณ์ หรือนับจากวันที่ปิดคำขอในกรณีที่รายการไม่เสร็จสมบูรณ์',
          'ข้อความสนทนากับผู้ช่วยแชท: 30 วัน',
          'ข้อมูลทางเทคนิค (Log): 90 วัน สอดคล้องกับพระราชบัญญัติว่าด้วยการกระทำความผิดเกี่ยวกับคอมพิวเตอร์ พ.ศ. 2550',
          'ความยินยอมและข้อมูลติดต่อเพื่อการตลาด: จนกว่าท่านจะถอนความยินยอม หลังจากนั้นบริษัทฯ จะเก็บเพียงบันทึกการถอนความยินยอมไว้เพื่อมิให้ติดต่อท่านอีก',
        ],
      },
      {
        heading: 'การเปิดเผยข้อมูลส่วนบุคคล',
        paragraphs: [
          'บริษัทฯ ไม่ขายข้อมูลส่วนบุคคลของท่าน และจะเปิดเผยข้อมูลเท่าที่จำเป็นตามวัตถุประสงค์ข้างต้นให้แก่บุคคลต่อไปนี้เท่านั้น',
        ],
        items: [
          'บริษัทขนส่งที่เป็นพันธมิตร เพื่อเข้ารับอุปกรณ์ตามที่อยู่ที่ท่านระบุ (ชื่อ หมายเลขโทรศัพท์ ที่อยู่ และหมายเลขอ้างอิงคำขอ)',
          'ผู้ให้บริการชำระเงินและธนาคาร เพื่อโอนเงินเข้าบัญชีของท่าน',
          'ร้านค้าพันธมิตรที่ท่านทำรายการผ่าน เพื่อดำเนินการเทรดอินและมอบส่วนลดให้แก่ท่าน',
          'ผู้ให้บริการด้านเทคโนโลยีสารสนเทศที่ให้บริการพื้นที่จัดเก็บ ดูแล และสนับสนุนระบบของบริษัทฯ ทั้งในประเทศไทยและต่างประเทศ ซึ่งมีสัญญากำหนดให้ต้องคุ้มครองข้อมูลและใช้ข้อมูลตามคำสั่งของบริษัทฯ เท่านั้น',
          'ที่ปรึกษาทางวิชาชีพ เช่น ผู้สอบบัญชีและที่ปรึกษากฎหมาย ซึ่งมีหน้าที่รักษาความลับ',
          'หน่วยงานของรัฐ เจ้าหน้าที่ตำรวจ ศาล และหน่วยงานที่มีอำนาจตามกฎหมาย เมื่อกฎหมายกำหนดหรือมีคำสั่งโดยชอบด้วยกฎหมาย รวมถึงการแจ้งเกี่ยวกับอุปกรณ์ที่ถูกโจรกรรม',
        ],
      },
      {
        heading: 'การส่งหรือโอนข้อมูลไปยังต่างประเทศ',
        paragraphs: [
          'ระบบของบริษัทฯ ให้บริการจากประเทศไทยเป็นหลัก อย่างไรก็ตาม ผู้ให้บริการด้านเทคโนโลยีสารสนเทศบางราย เช่น ผู้ให้บริการคลาวด์ อีเมล หรือระบบส่งข้อความ อาจจัดเก็บหรือประมวลผลข้อมูลบนเซิร์ฟเวอร์ในต่างประเทศ',
          'ในกรณีดังกล่าว บริษัทฯ จะส่งหรือโอนข้อมูลส่วนบุคคลไปยังประเทศปลายทางที่มีมาตรฐานการคุ้มครองข้อมูลส่วนบุคคลเพียงพอตามหลักเกณฑ์ที่คณะกรรมการคุ้มครองข้อมูลส่วนบุคคลประกาศกำหนด หรือจัดให้มีมาตรการคุ้มครองที่เหมาะสม เช่น ข้อสัญญามาตรฐาน (Standard Contractual Clauses) หรือดำเนินการตามข้อยกเว้นอื่นตามมาตรา 28 และมาตรา 29 แห่งกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
        ],
      },
      {
        heading: 'มาตรการรักษาความมั่นคงปลอดภัย',
        paragraphs: [
          'บริษัทฯ จัดให้มีมาตรการรักษาความมั่นคงปลอดภัยทั้งด้านการบริหารจัดการ ด้านเทคนิค และด้านกายภาพที่เหมาะสมกับความเสี่ยง เพื่อป้องกันการสูญหาย การเข้าถึง ใช้ เปลี่ยนแปลง แก้ไข หรือเปิดเผยข้อมูลส่วนบุคคลโดยปราศจากอำนาจหรือโดยมิชอบ และทบทวนมาตรการดังกล่าวอย่างสม่ำเสมอ',
          'หากเกิดเหตุละเมิดข้อมูลส่วนบุคคลที่มีความเสี่ยงจะกระทบต่อสิทธิและเสรีภาพของท่าน บริษัทฯ จะแจ้งสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลภายใน 72 ชั่วโมงนับแต่ทราบเหตุ และจะแจ้งให้ท่านทราบในกรณีที่กฎหมายกำหนด',
          'มาตรการหลักของบริษัทฯ มีดังนี้',
        ],
        items: [
          'การเข้ารหัสข้อมูลระหว่างการรับส่งผ่านเครือข่าย (HTTPS) และการป้องกันข้อมูลที่จัดเก็บในระบบ',
          'การจำกัดสิทธิการเข้าถึงข้อมูลเฉพาะพนักงานและพันธมิตรที่มีความจำเป็นตามหน้าที่ โดยใช้บัญชีผู้ใช้รายบุคคลและกำหนดสิทธิตามบทบาท',
          'การแปลงไฟล์รูปถ่ายอุปกรณ์ใหม่และลบข้อมูลเมตา รวมถึงพิกัด GPS ก่อนจัดเก็บ',
          'การบันทึกและติดตามการเข้าถึงระบบ',
          'การกำหนดหน้าที่รักษาความลับแก่พนักงาน ร้านค้าพันธมิตร และผู้ให้บริการ',
          'การลบข้อมูลที่หลงเหลืออยู่ในอุปกรณ์ที่รับซื้อก่อนนำออกจำหน่ายต่อ',
        ],
      },
      {
        heading: 'สิทธิของเจ้าของข้อมูลส่วนบุคคล',
        paragraphs: ['ภายใต้เงื่อนไขและข้อยกเว้นตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล ท่านมีสิทธิเกี่ยวกับข้อมูลส่วนบุคคลของท่านดังต่อไปนี้'],
        items: [
          'สิทธิในการเข้าถึงข้อมูล: ขอเข้าถึงและขอรับสำเนาข้อมูลส่วนบุคคลของท่าน รวมถึงขอให้เปิดเผยการได้มาซึ่งข้อมูลที่ท่านไม่ได้ให้ความยินยอม',
          'สิทธิในการโอนย้ายข้อมูล: ขอรับข้อมูลในรูปแบบที่อ่านหรือใช้งานได้โดยทั่วไปด้วยเครื่องมือหรืออุปกรณ์อัตโนมัติ และขอให้ส่งหรือโอนข้อมูลไปยังผู้ควบคุมข้อมูลส่วนบุคคลรายอื่นเมื่อสามารถทำได้ทางเทคนิค',
          'สิทธิในการคัดค้าน: คัดค้านการประมวลผลข้อมูลที่อาศัยฐานประโยชน์โดยชอบด้วยกฎหมาย และคัดค้านการใช้ข้อมูลเพื่อการตลาดแบบตรงได้ทุกเมื่อ',
          'สิทธิในการขอให้ลบข้อมูล: ขอให้ลบ ทำลาย หรือทำให้ข้อมูลไม่สามารถระบุตัวบุคคลได้ เมื่อข้อมูลหมดความจำเป็นหรือไม่มีฐานทางกฎหมายให้เก็บรักษาต่อไป',
          'สิทธิในการขอให้ระงับการใช้ข้อมูล: ขอให้ระงับการใช้ข้อมูลไว้ชั่วคราว เช่น ระหว่างที่บริษัทฯ ตรวจสอบคำขอแก้ไขข้อมูลหรือคำคัดค้านของท่าน',
          'สิทธิในการขอแก้ไขข้อมูล: ขอให้แก้ไขข้อมูลให้ถูกต้อง เป็นปัจจุบัน และสมบูรณ์',
          'สิทธิในการถอนความยินยอม: ถอนความยินยอมได้ทุกเมื่อ โดยไม่กระทบต่อการประมวลผลที่ได้ดำเนินการไปแล้วก่อนการถอนความยินยอม',
          'สิทธิในการร้องเรียน: ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.) ที่ www.pdpc.or.th หากเห็นว่าบริษัทฯ ไม่ปฏิบัติตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล',
        ],
      },
      {
        heading: 'ช่องทางการใช้สิทธิ',
        paragraphs: [
          'ท่านสามารถยื่นคำขอใช้สิทธิได้ทางอีเมล privacy@khumkha.co.th หรือทางโทรศัพท์ 02-026-8888 โดยโปรดระบุสิทธิที่ต้องการใช้ พร้อมหมายเลขอ้างอิงคำขอหรือหมายเลขโทรศัพท์ที่ใช้ทำรายการ เพื่อให้บริษัทฯ ค้นหาข้อมูลของท่านได้',
          'เพื่อคุ้มครองข้อมูลของท่าน บริษัทฯ อาจขอให้ท่านยืนยันตัวตนก่อนดำเนินการตามคำขอ และจะใช้ข้อมูลที่ได้รับเพื่อการยืนยันตัวตนเท่านั้น',
          'บริษัทฯ จะดำเนินการและแจ้งผลให้ท่านทราบภายใน 30 วันนับแต่วันที่ได้รับคำขอ โดยไม่มีค่าใช้จ่าย หากบริษัทฯ ไม่สามารถดำเนินการตามคำขอได้ เช่น เนื่องจากกฎหมายกำหนดให้ต้องเก็บรักษาข้อมูลไว้ บริษัทฯ จะแจ้งเหตุผลให้ท่านทราบ',
        ],
      },
      {
        heading: 'คุกกี้และการจัดเก็บข้อมูลในเบราว์เซอร์',
        paragraphs: [
          'บริษัทฯ ไม่ใช้คุกกี้เพื่อการโฆษณา ไม่ติดตามพฤติกรรมการใช้งานข้ามเว็บไซต์ และไม่ใช้เครื่องมือติดตามเพื่อการโฆษณาของบุคคลภายนอก',
          'เนื่องจากบริษัทฯ ใช้เฉพาะข้อมูลที่จำเป็นต่อการทำงานของเว็บไซต์ จึงไม่ได้แสดงแบนเนอร์ขอความยินยอมการใช้คุกกี้ ท่านสามารถลบค่าภาษาที่บันทึกไว้ได้ทุกเมื่อผ่านการตั้งค่าเบราว์เซอร์ หลังจากนั้นเว็บไซต์จะแสดงผลเป็นภาษาไทยตามค่าเริ่มต้น',
          'ข้อมูลที่จัดเก็บในเบราว์เซอร์มีเพียงรายการต่อไปนี้',
        ],
        items: [
          'ภาษาที่ท่านเลือก: บันทึกไว้ในพื้นที่จัดเก็บข้อมูลของเบราว์เซอร์ (Local Storage) เพื่อให้เว็บไซต์จดจำว่าท่านต้องการใช้ภาษาไทยหรือภาษาอังกฤษ',
          'คุกกี้เซสชันสำหรับพนักงาน: คุกกี้ที่จำเป็นเพื่อให้พนักงานของบริษัทฯ และร้านค้าพันธมิตรเข้าสู่ระบบภายในได้อย่างปลอดภัย ลูกค้าซึ่งใช้งานเว็บไซต์โดยไม่ต้องเข้าสู่ระบบจะไม่ได้รับคุกกี้นี้',
        ],
      },
      {
        heading: 'ผู้เยาว์',
        paragraphs: [
          'บริการของบริษัทฯ มีไว้สำหรับผู้ที่บรรลุนิติภาวะแล้ว กล่าวคือ มีอายุครบ 20 ปีบริบูรณ์ หรือบรรลุนิติภาวะโดยการสมรสตามกฎหมาย',
          'หากท่านยังไม่บรรลุนิติภาวะ ท่านจะใช้บริการได้ต่อเมื่อได้รับความยินยอมจากผู้ใช้อำนาจปกครองหรือผู้ปกครอง ซึ่งต้องเป็นผู้ให้ความยินยอมที่จำเป็นตามกฎหมายคุ้มครองข้อมูลส่วนบุคคลแทนท่านด้วย หากบริษัทฯ ทราบว่าได้เก็บรวบรวมข้อมูลของผู้เยาว์โดยไม่ได้รับความยินยอมดังกล่าว บริษัทฯ จะลบข้อมูลนั้น เว้นแต่กฎหมายกำหนดให้ต้องเก็บรักษาไว้',
        ],
      },
      {
        heading: 'การเปลี่ยนแปลงประกาศความเป็นส่วนตัว',
        paragraphs: [
          'บริษัทฯ อาจปรับปรุงประกาศฉบับนี้เมื่อมีการเปลี่ยนแปลงบริการ แนวทางปฏิบัติ หรือกฎหมายที่เกี่ยวข้อง โดยฉบับปัจจุบันและวันที่มีผลใช้บังคับจะแสดงไว้ที่ส่วนต้นของประกาศ',
          'หากมีการเปลี่ยนแปลงที่สำคัญ บริษัทฯ จะแจ้งให้ท่านทราบผ่านเว็บไซต์หรือช่องทางติดต่อที่ท่านให้ไว้ก่อนการเปลี่ยนแปลงมีผลใช้บังคับ และจะขอความยินยอมจากท่านใหม่ในกรณีที่กฎหมายกำหนด',
          'ประกาศฉบับนี้ (ฉบับ 2026-11-01) มีผลใช้บังคับตั้งแต่วันที่ 1 พฤศจิกายน 2569 เป็นต้นไป',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Notice',
    summary:
      'This notice explains how Khumkha Trade Co., Ltd. collects, uses, shares and protects your personal data when you get a price estimate or trade in, sell or exchange a device with us. It also explains your rights under Thailand’s Personal Data Protection Act B.E. 2562 (2019).',
    version: PRIVACY_NOTICE_VERSION,
    effectiveDate: '1 November 2026',
    sections: [
      {
        heading: 'About this notice',
        paragraphs: [
          'Khumkha Trade Co., Ltd. (“Khumkha”, “we”, “us”) runs the Khumkha website and trade-in service. You can use it to get a price estimate for a used phone, notebook, tablet, gadget or printer, and then trade the device in for a discount, sell it for cash or exchange it for a voucher.',
          'This notice is made under the Personal Data Protection Act B.E. 2562 (2019) (the “PDPA”). It applies to customers and website visitors, whether you use our service directly, through our chat assistant or through one of our partner dealer shops.',
          'Our employees, and the staff of partner dealer shops who use our internal systems, receive a separate privacy notice.',
        ],
      },
      {
        heading: 'Data controller and how to contact us',
        paragraphs: [
          'Khumkha Trade Co., Ltd. is the data controller of the personal data described in this notice.',
          'We have appointed a Data Protection Officer (DPO). If you have any question about this notice or your personal data, please contact us using the details below.',
        ],
        items: [
          `Head office: ${HEAD_OFFICE_EN}`,
          'Phone: 02-026-8888 (every day, 09:00–20:00)',
          'Email for personal data requests: privacy@khumkha.co.th',
          'LINE Official Account: @khumkha',
        ],
      },
      {
        heading: 'Personal data we collect',
        paragraphs: [
          'We collect only the data we need to give you an estimate, handle your request and pay you. Most of it comes directly from you. Some comes from the partner dealer shop handling your request, from our courier partners (such as pick-up status), or is generated automatically when you use the website.',
          'We do not intend to collect sensitive personal data, such as religion, health or biometric data.',
          'Before any device photo is stored, we re-encode the image and remove its embedded metadata, including GPS location, camera details and the time the photo was taken. Please photograph only the device, and avoid including people, ID cards or other documents.',
          'Depending on how you use the service, the data we collect may include:',
        ],
        items: [
          'Identity and contact details: full name, phone number, email address and LINE ID.',
          'Pick-up address: where our courier partner collects your device, if you choose courier pick-up.',
          'Device details: category, brand, model, storage, IMEI or serial number, and your answers to the condition questions.',
          'Device photos: photos you upload, or that our staff take during inspection.',
          'Payout details: bank name, account name and account number for payment by bank transfer, and the settlement option you choose.',
          'Dealer code: the code of the partner dealer shop, if your request was made through one.',
          'Chat messages: the messages you exchange with the chat assistant on our website.',
          'Technical logs: IP address, date and time of access, browser and device type, pages requested and system error records.',
        ],
      },
      {
        heading: 'Why we use your data and our legal bases',
        paragraphs: [
          'We use your personal data only for the purposes below, each of which relies on a legal basis under the PDPA.',
          'The data needed for your request is required to enter into and perform our contract with you. Without it, we may not be able to process your request or pay you.',
        ],
        items: [
          'Contract: to prepare estimates and quotes, create and manage your trade-in request, arrange store drop-off or courier pick-up, inspect the device, keep you informed about your request, and pay you or issue your discount or voucher.',
          'Legal obligation: to keep accounting and tax records, to check IMEI and serial numbers against lost and stolen device records, and to cooperate with the police and other authorities, as required by the law on auctions and second-hand goods trading and other applicable laws.',
          'Legitimate interest: to prevent and detect fraud and the purchase of unlawfully obtained devices, to keep our service and systems secure, to resolve problems, and to improve our pricing and service. We weigh these interests against your rights, and you may object to this processing.',
          'Consent: to send you marketing messages about promotions and offers. Giving consent is entirely optional.',
        ],
      },
      {
        heading: 'Marketing messages',
        paragraphs: [
          'We send promotions and offers by SMS, email or LINE only if you have given your consent. The consent box on our forms is optional and unticked by default. Not giving consent has no effect on your estimate, request or payment.',
          'You can withdraw your consent at any time by using the unsubscribe link in a message, telling us on LINE @khumkha, or emailing privacy@khumkha.co.th. Withdrawal does not affect messages lawfully sent before you withdrew.',
        ],
      },
      {
        heading: 'How long we keep your data',
        paragraphs: [
          'We keep personal data only for as long as needed for the purposes in this notice or as required by law. When that period ends, we delete, destroy or anonymise the data.',
          'If a dispute, legal claim or investigation by an authority is still pending, we may keep the relevant data until it has been concluded.',
        ],
        items: [
          'Quotes that do not become a trade-in request: 90 days from the date of the quote.',
          'Trade-in requests, payment records, bank details used for payouts and accounting documents: 5 years after settlement, as required by the Revenue Code, the Accounting Act B.E. 2543 (2000) and, where applicable, the anti-money laundering law.',
          'Requests cancelled or not completed: 1 year after the request is closed.',
          'Device photos: 1 year after settlement, or after the request is closed if it is not settled.',
          'Chat messages with the assistant: 30 days.',
          'Technical logs: 90 days, in line with the Computer-Related Crime Act B.E. 2550 (2007).',
          'Marketing consent and the contact details used for marketing: until you withdraw consent. After that, we keep only a record of the withdrawal so that we do not contact you again.',
        ],
      },
      {
        heading: 'Who we share your data with',
        paragraphs: [
          'We do not sell your personal data. We share it only as needed for the purposes above, and only with:',
        ],
        items: [
          'Courier partners, to collect your device from your pick-up address (name, phone number, address and request reference).',
          'Payment service providers and banks, to transfer payouts to your account.',
          'The partner dealer shop through which your request was made, to complete your trade-in and apply your discount.',
          'IT service providers that host, operate and support our service in Thailand or abroad, under contracts requiring them to protect your data and use it only on our instructions.',
          'Professional advisers, such as auditors and lawyers, who are bound by confidentiality.',
          'Government agencies, the police, courts and other competent authorities, when required by law or a lawful order, including reports about stolen devices.',
        ],
      },
      {
        heading: 'Transfers outside Thailand',
        paragraphs: [
          'Our service is hosted mainly in Thailand. However, some IT service providers, such as cloud, email or messaging providers, may store or process data on servers in other countries.',
          'In that case, we transfer personal data only to countries with adequate data protection standards under the rules of the Personal Data Protection Committee, or we put appropriate safeguards in place, such as standard contractual clauses, or rely on another ground permitted by sections 28 and 29 of the PDPA.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'We apply administrative, technical and physical safeguards appropriate to the risk, to prevent the loss of personal data and its unauthorised or unlawful access, use, alteration or disclosure. We review these measures regularly.',
          'If a personal data breach is likely to put your rights and freedoms at risk, we will notify the Office of the Personal Data Protection Committee within 72 hours of becoming aware of it, and inform you where required by law.',
          'Our main safeguards are:',
        ],
        items: [
          'Encryption of data in transit (HTTPS) and protection of stored data.',
          'Access limited to staff and partners who need it for their work, with individual user accounts and role-based permissions.',
          'Re-encoding device photos and removing their metadata, including GPS location, before storage.',
          'Logging and monitoring of access to our systems.',
          'Confidentiality obligations for staff, partner dealer shops and service providers.',
          'Erasing any data left on traded-in devices before they are resold.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Subject to the conditions and exceptions in the PDPA, you have the following rights over your personal data:',
        ],
        items: [
          'Right of access: to access and obtain a copy of your personal data, and to ask us to disclose how we obtained data about you that was collected without your consent.',
          'Right to data portability: to receive your data in a commonly used, machine-readable format, and to ask us to send it to another data controller where technically feasible.',
          'Right to object: to object to processing based on legitimate interest, and to object to direct marketing at any time.',
          'Right to erasure: to ask us to delete, destroy or anonymise your data when it is no longer needed or there is no legal basis to keep it.',
          'Right to restriction: to ask us to suspend the use of your data temporarily, for example while we check a rectification request or an objection.',
          'Right to rectification: to ask us to correct your data and keep it accurate, up to date and complete.',
          'Right to withdraw consent: to withdraw your consent at any time, without affecting processing carried out before the withdrawal.',
          'Right to complain: to lodge a complaint with the Office of the Personal Data Protection Committee (PDPC Office) at www.pdpc.or.th if you believe we have not complied with the PDPA.',
        ],
      },
      {
        heading: 'How to exercise your rights',
        paragraphs: [
          'Email privacy@khumkha.co.th or call 02-026-8888. Please tell us which right you wish to exercise and give your request reference number or the phone number used in your request, so that we can find your data.',
          'To protect your data, we may ask you to confirm your identity before acting on a request. We use the information you give us for this check only for that purpose.',
          'We will respond within 30 days of receiving your request, free of charge. If we cannot fulfil a request, for example because the law requires us to keep the data, we will explain why.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We do not use advertising cookies, cross-site tracking or third-party advertising trackers.',
          'Because we only store what the website needs to work, we do not show a cookie consent banner. You can clear your saved language preference at any time in your browser settings; the website will then be shown in Thai by default.',
          'The only items stored in your browser are:',
        ],
        items: [
          'Language preference: saved in your browser’s local storage so that the website remembers whether you prefer Thai or English.',
          'Staff session cookies: essential cookies that keep our staff and partner dealer users securely signed in to the internal consoles. Customers, who use the website without signing in, do not receive these cookies.',
        ],
      },
      {
        heading: 'Minors',
        paragraphs: [
          'Our service is intended for people who have come of age, that is, who are at least 20 years old or have come of age through marriage under Thai law.',
          'If you have not yet come of age, you may use the service only with the consent of your parent or legal guardian, who must also give any consent required under the PDPA on your behalf. If we learn that we have collected data from a minor without such consent, we will delete it unless the law requires us to keep it.',
        ],
      },
      {
        heading: 'Changes to this notice',
        paragraphs: [
          'We may update this notice when our service, our practices or the law changes. The current version and its effective date are shown at the top of this notice.',
          'If we make significant changes, we will let you know on the website or through the contact details you have given us before the changes take effect, and ask for your consent again where the law requires it.',
          'This version (2026-11-01) is effective from 1 November 2026.',
        ],
      },
    ],
  },
};

export const termsOfService: Record<LegalLocale, LegalDocument> = {
  th: {
    title: 'ข้อกำหนดและเงื่อนไขการใช้บริการ',
    summary: 'ข้อกำหนดฉบับนี้ใช้กับการประเมินราคาและการเทรดอิน ขาย หรือแลกอุปกรณ์กับคุ้มค่า โปรดอ่านให้ครบถ้วนก่อนยื่นคำขอเทรดอิน',
    version: TERMS_OF_SERVICE_VERSION,
    effectiveDate: '1 พฤศจิกายน 2569',
    sections: [
      {
        heading: 'เกี่ยวกับข้อกำหนดฉบับนี้',
        paragraphs: [
          `ข้อกำหนดและเงื่อนไขฉบับนี้เป็นข้อตกลงระหว่างลูกค้ากับบริษัท คุ้มค่า เทรด จำกัด (“บริษัทฯ”) สำนักงานใหญ่${HEAD_OFFICE_TH} ในการใช้บริการประเมินราคา รับซื้อ และเทรดอินอุปกรณ์มือสองของคุ้มค่า`,
          'เมื่อลูกค้ายื่นคำขอเทรดอิน ถือว่าลูกค้าได้อ่านและยอมรับข้อกำหนดฉบับนี้แล้ว ส่วนการดูแลข้อมูลส่วนบุคคลของลูกค้าเป็นไปตามประกาศความเป็นส่วนตัวของบริษัทฯ',
          'ในกรณีที่ทำรายการผ่านร้านค้าตัวแทนที่เป็นพันธมิตรของบริษัทฯ (“ร้านค้าพันธมิตร”) ข้อกำหนดฉบับนี้ใช้บังคับระหว่างลูกค้ากับบริษัทฯ ส่วนการซื้อเครื่องใหม่จากร้านค้าพันธมิตรเป็นไปตามเงื่อนไขของร้านค้านั้น',
          'บริษัทฯ อาจปรับปรุงข้อกำหนดฉบับนี้เป็นครั้งคราว โดยคำขอแต่ละรายการจะใช้ข้อกำหนดฉบับที่มีผลใช้บังคับในวันที่ยื่นคำขอนั้น',
        ],
      },
      {
        heading: 'การใช้บริการ',
        paragraphs: [
          'ลูกค้าสามารถประเมินราคาได้โดยไม่ต้องสมัครสมาชิก ผู้ที่ยื่นคำขอเทรดอินต้องบรรลุนิติภาวะแล้ว หรือได้รับความยินยอมจากผู้ใช้อำนาจปกครองหรือผู้ปกครอง และต้องให้ข้อมูลติดต่อที่ถูกต้อง',
          'บริษัทฯ รับซื้อโทรศัพท์มือถือ โน้ตบุ๊ก แท็บเล็ต แก็ดเจ็ต และเครื่องพิมพ์ที่เป็นไปตามเกณฑ์การรับซื้อ ณ วันที่ยื่นคำขอ และอาจปฏิเสธการรับซื้ออุปกรณ์หรือคำขอใดได้หากมีเหตุอันสมควร เช่น ไม่ผ่านการตรวจสอบความเป็นเจ้าของ',
        ],
      },
      {
        heading: 'ราคาประเมิน',
        paragraphs: [
          'ราคาประเมินคำนวณจากรุ่นของอุปกรณ์และคำตอบของลูกค้าเกี่ยวกับสภาพเครื่อง ราคาดังกล่าวเป็นเพียงราคาประเมินเบื้องต้น และยังไม่ใช่ราคาสุดท้ายจนกว่าวิศวกรของบริษัทฯ จะตรวจสภาพเครื่องจริง',
          'โปรดตอบคำถามตามความเป็นจริงและครบถ้วน ราคาสุดท้ายขึ้นอยู่กับสภาพจริงของอุปกรณ์ที่ตรวจพบ',
        ],
      },
      {
        heading: 'การล็อกราคา',
        paragraphs: [
          'ราคาที่เสนอแต่ละครั้งจะคงไว้เป็นเวลา 7 วันนับจากวันและเวลาที่ออกใบเสนอราคา ลูกค้าต้องยื่นคำขอเทรดอินภายในระยะเวลาดังกล่าว และส่งมอบอุปกรณ์ตามวันนำส่งที่ร้านหรือวันนัดเข้ารับเครื่องที่ยืนยันไว้ในคำขอ',
          'หากการเข้ารับเครื่องล่าช้าเนื่องจากบริษัทฯ หรือบริษัทขนส่ง ราคาที่ล็อกไว้ยังคงมีผล แต่หากลูกค้าไม่สามารถส่งมอบเครื่องตามนัดและเลื่อนออกไปหลังครบกำหนด 7 วัน บริษัทฯ อาจปรับราคาตามราคาตลาดปัจจุบัน',
          'หากไม่มีการยื่นคำขอภายใน 7 วัน ใบเสนอราคาจะหมดอายุ และลูกค้าต้องประเมินราคาใหม่ตามราคาปัจจุบัน ทั้งนี้ การล็อกราคาคุ้มครองเฉพาะการเปลี่ยนแปลงของราคาตลาด และยังคงขึ้นอยู่กับผลการตรวจสภาพเครื่อง',
        ],
      },
      {
        heading: 'การนำส่งเครื่องที่ร้านและการเข้ารับเครื่อง',
        paragraphs: [
          'ก่อนส่งมอบ โปรดนำซิมการ์ดและการ์ดหน่วยความจำออก และส่งมอบเฉพาะอุปกรณ์และอุปกรณ์เสริมที่ระบุไว้ในคำขอ บริษัทฯ ไม่รับผิดชอบต่อสิ่งของที่ไม่ได้ระบุไว้ในคำขอ',
          'บริษัทฯ รับผิดชอบต่ออุปกรณ์นับแต่เวลาที่ร้านได้รับเครื่องหรือบริษัทขนส่งเข้ารับเครื่องแล้ว หากลูกค้าไม่สามารถส่งมอบเครื่องตามนัดเข้ารับได้ 2 ครั้ง บริษัทฯ อาจยกเลิกคำขอนั้น',
          'ลูกค้าเลือกวิธีส่งมอบอุปกรณ์ได้ดังนี้',
        ],
        items: [
          'นำส่งที่ร้าน: นำอุปกรณ์และหมายเลขอ้างอิงคำขอไปที่ร้านคุ้มค่าหรือร้านค้าพันธมิตรที่ร่วมรายการในเวลาทำการ ลูกค้าจะได้รับใบรับเครื่องเป็นหลักฐาน',
          'เข้ารับเครื่องโดยบริษัทขนส่ง: บริษัทขนส่งที่เป็นพันธมิตรจะเข้ารับอุปกรณ์ตามที่อยู่และวันเวลาที่นัดหมายโดยไม่มีค่าใช้จ่าย โปรดบรรจุอุปกรณ์ให้เรียบร้อยและเก็บหมายเลขพัสดุไว้',
        ],
      },
      {
        heading: 'การตรวจสภาพเครื่องและการเสนอราคาใหม่',
        paragraphs: [
          'วิศวกรของบริษัทฯ จะตรวจสอบอุปกรณ์ทุกเครื่องเมื่อได้รับ ทั้งสภาพภายนอก การทำงาน หมายเลข IMEI หรือหมายเลขซีเรียล และการล็อกบัญชีหรือล็อกจากสัญญาผ่อนชำระ โดยทั่วไปจะตรวจเสร็จภายใน 2 วันทำการนับจากวันที่ได้รับเครื่อง',
          'หากสภาพเครื่องตรงกับคำตอบของลูกค้าหรือดีกว่า บริษัทฯ จะยืนยันราคาตามใบเสนอราคา',
          'หากสภาพจริงแตกต่างจากที่แจ้งไว้และราคาจริงต่ำกว่า บริษัทฯ จะเสนอราคาใหม่พร้อมเหตุผลและรูปถ่ายจุดที่ตรวจพบ ลูกค้าเลือกได้ว่าจะยอมรับหรือปฏิเสธ หากปฏิเสธ บริษัทฯ จะส่งคืนอุปกรณ์ให้โดยไม่มีค่าใช้จ่าย ไปยังที่อยู่เข้ารับเครื่องหรือที่ร้านที่ลูกค้านำส่ง',
          'บริษัทฯ จะไม่ถือว่าการไม่ตอบกลับเป็นการยอมรับราคาใหม่ หากไม่สามารถติดต่อลูกค้าได้ภายใน 30 วันนับจากวันที่เสนอราคาใหม่ บริษัทฯ จะส่งคืนอุปกรณ์ให้โดยไม่มีค่าใช้จ่าย',
        ],
      },
      {
        heading: 'รูปแบบการรับมูลค่า',
        paragraphs: ['ลูกค้าเลือกรูปแบบใดรูปแบบหนึ่งต่อไปนี้เมื่อยื่นคำขอ และเปลี่ยนได้จนกว่าจะยอมรับราคาสุดท้าย'],
        items: [
          'ส่วนลดเทรดอิน: นำราคาสุดท้ายไปเป็นส่วนลดในการซื้ออุปกรณ์ใหม่จากคุ้มค่าหรือร้านค้าพันธมิตรที่ดำเนินการคำขอ ส่วนลดนี้ไม่สามารถแลกเป็นเงินสดได้',
          'ขายรับเงิน: บริษัทฯ ชำระราคาสุดท้ายโดยโอนเข้าบัญชีธนาคารในประเทศไทยที่เป็นชื่อของลูกค้า',
          'บัตรกำนัล: รับบัตรกำนัลมูลค่าเท่ากับราคาสุดท้ายบวกมูลค่าเพิ่มพิเศษตามอัตราที่แสดงในข้อเสนอ บัตรกำนัลมีอายุ 12 เดือนนับจากวันที่ออก ไม่สามารถแลกเป็นเงินสดได้ และใช้ได้เฉพาะที่คุ้มค่าและร้านค้าพันธมิตรที่ร่วมรายการ',
        ],
      },
      {
        heading: 'โบนัสลูกค้าต่างจังหวัด',
        paragraphs: [
          'ลูกค้าที่อยู่นอกกรุงเทพมหานครจะได้รับโบนัส 300 บาท ภายใต้เงื่อนไขที่บริษัทฯ กำหนด เมื่อที่อยู่เข้ารับเครื่องหรือร้านที่นำส่งเครื่องตามคำขอตั้งอยู่ในจังหวัดอื่นนอกเหนือจากกรุงเทพมหานคร',
          'โบนัสนี้ให้ 1 ครั้งต่อคำขอ และจ่ายพร้อมกับการทำรายการเสร็จสมบูรณ์ตามรูปแบบที่ลูกค้าเลือก ได้แก่ โอนเข้าบัญชีพร้อมราคาสุดท้าย เพิ่มเป็นส่วนลด หรือเพิ่มในมูลค่าบัตรกำนัล หากคำขอถูกยกเลิกหรือไม่เสร็จสมบูรณ์ จะไม่มีการจ่ายโบนัส',
          'บริษัทฯ อาจเปลี่ยนแปลงหรือยกเลิกโบนัสนี้สำหรับคำขอในอนาคต โดยคำขอที่ยื่นไว้แล้วจะได้รับโบนัสตามเงื่อนไขที่มีผลในวันที่ยื่นคำขอ',
        ],
      },
      {
        heading: 'การชำระเงิน',
        paragraphs: [
          'รายการจะเสร็จสมบูรณ์ (Settlement) เมื่อราคาสุดท้ายได้รับการยืนยัน กล่าวคือ ผลการตรวจสภาพยืนยันราคาตามใบเสนอราคาหรือลูกค้ายอมรับราคาใหม่ และบริษัทฯ ตรวจสอบความเป็นเจ้าของและข้อกำหนดตามกฎหมายเรียบร้อยแล้ว',
          'กรณีขายรับเงิน บริษัทฯ จะโอนเงินภายใน 1 วันทำการหลังจากรายการเสร็จสมบูรณ์ กรณีบัตรกำนัล บริษัทฯ จะส่งบัตรกำนัลทาง SMS อีเมล หรือ LINE ภายใน 1 วันทำการหลังจากรายการเสร็จสมบูรณ์ ส่วนกรณีส่วนลดเทรดอินจะหักให้ ณ เวลาที่ซื้อเครื่องใหม่',
          'บริษัทฯ เป็นผู้รับภาระค่าธรรมเนียมการโอนเงิน ชื่อบัญชีผู้รับเงินต้องตรงกับชื่อที่ระบุในคำขอ หากข้อมูลบัญชีไม่ถูกต้องหรือไม่ครบถ้วน บริษัทฯ จะโอนเงินภายใน 1 วันทำการหลังจากได้รับข้อมูลที่ถูกต้อง',
          'กรรมสิทธิ์ในอุปกรณ์จะโอนมาเป็นของบริษัทฯ เมื่อรายการเสร็จสมบูรณ์',
        ],
      },
      {
        heading: 'คำรับรองของลูกค้า',
        paragraphs: [
          'เมื่อยื่นคำขอและส่งมอบอุปกรณ์ ลูกค้าให้คำรับรองต่อบริษัทฯ ตามรายการด้านล่าง หากคำรับรองข้อใดไม่เป็นความจริง บริษัทฯ มีสิทธิยกเลิกคำขอหรือระงับการชำระเงิน และลูกค้าต้องรับผิดชอบต่อความเสียหายที่เกิดขึ้นแก่บริษัทฯ',
        ],
        items: [
          'ลูกค้าเป็นเจ้าของอุปกรณ์ หรือได้รับมอบอำนาจจากเจ้าของให้นำอุปกรณ์มาเทรดอินหรือขาย',
          'อุปกรณ์ไม่ได้เป็นทรัพย์ที่ถูกโจรกรรม สูญหาย หรือได้มาโดยไม่ชอบด้วยกฎหมาย',
          'อุปกรณ์ไม่อยู่ภายใต้สัญญาเช่าซื้อ สัญญาผ่อนชำระ หรือสัญญาเช่า ไม่ติดล็อกจากผู้ให้บริการสินเชื่อ และไม่ได้ตกอยู่ภายใต้การจำนำหรือสิทธิเรียกร้องของบุคคลอื่น',
          'ลูกค้าได้ออกจากระบบและลบบัญชีทั้งหมดออกจากอุปกรณ์แล้ว รวมถึง iCloud (ค้นหาของฉัน) บัญชี Google และการล็อกจากระบบบริหารจัดการอุปกรณ์ (MDM)',
          'ลูกค้าได้สำรองข้อมูลและลบข้อมูลในอุปกรณ์แล้ว รวมถึงนำซิมการ์ดและการ์ดหน่วยความจำออก',
          'ข้อมูลที่ลูกค้าให้แก่บริษัทฯ เป็นความจริงและครบถ้วน',
        ],
      },
      {
        heading: 'ข้อมูลในอุปกรณ์',
        paragraphs: [
          'ลูกค้ามีหน้าที่สำรองข้อมูล ลบข้อมูล และออกจากระบบทุกบัญชีก่อนส่งมอบอุปกรณ์',
          'บริษัทฯ จะลบข้อมูลในอุปกรณ์ทุกเครื่องซ้ำอีกครั้งตามขั้นตอนการลบข้อมูลของบริษัทฯ ก่อนนำออกจำหน่ายต่อ อย่างไรก็ตาม บริษัทฯ ไม่รับผิดชอบต่อข้อมูลที่ลูกค้าทิ้งไว้ในอุปกรณ์ หรือการสูญหายของข้อมูล ไฟล์ หรือสิทธิการใช้งานซอฟต์แวร์ใด ๆ ในอุปกรณ์',
          'เจ้าหน้าที่ของบริษัทฯ จะเข้าถึงอุปกรณ์เท่าที่จำเป็นต่อการตรวจสภาพและการลบข้อมูลเท่านั้น',
        ],
      },
      {
        heading: 'อุปกรณ์ที่ถูกโจรกรรม ติดล็อก หรือติดสัญญาผ่อนชำระ',
        paragraphs: [
          'บริษัทฯ ตรวจสอบหมายเลข IMEI หรือหมายเลขซีเรียลของอุปกรณ์ทุกเครื่องกับฐานข้อมูลอุปกรณ์ที่สูญหายหรือถูกโจรกรรม',
          'หากพบว่าอุปกรณ์ถูกโจรกรรมหรือสูญหาย หรือมีเหตุอันควรสงสัยว่าได้มาโดยไม่ชอบด้วยกฎหมาย บริษัทฯ จะระงับการชำระเงิน เก็บรักษาอุปกรณ์ไว้ และแจ้งเจ้าหน้าที่ตำรวจ พร้อมส่งมอบอุปกรณ์และข้อมูลคำขอที่เกี่ยวข้อง โดยบริษัทฯ ไม่มีหน้าที่ชำระเงินสำหรับอุปกรณ์ดังกล่าว',
          'หากอุปกรณ์ติดล็อกบัญชีหรือติดล็อกจากสัญญาผ่อนชำระ บริษัทฯ จะแจ้งให้ลูกค้าปลดล็อกภายใน 7 วัน หากไม่สามารถปลดล็อกได้ บริษัทฯ อาจเสนอราคาใหม่หรือส่งคืนอุปกรณ์ให้ลูกค้า',
        ],
      },
      {
        heading: 'ข้อจำกัดความรับผิด',
        paragraphs: [
          'หากอุปกรณ์สูญหายหรือเสียหายระหว่างอยู่ในความดูแลของบริษัทฯ บริษัทฯ จะชดใช้ไม่เกินราคาสุดท้าย หรือไม่เกินราคาที่ล็อกไว้ในกรณีที่ยังตรวจสภาพไม่เสร็จ',
          'บริษัทฯ ไม่รับผิดต่อความเสียหายทางอ้อมหรือความเสียหายที่เป็นผลสืบเนื่อง การสูญหายของข้อมูล หรือการขาดประโยชน์จากการใช้อุปกรณ์ รวมถึงความล่าช้าที่เกิดจากเหตุที่อยู่นอกเหนือการควบคุมตามสมควรของบริษัทฯ เช่น ภัยธรรมชาติ หรือระบบเครือข่ายขัดข้อง',
          'ข้อกำหนดฉบับนี้ไม่จำกัดความรับผิดของบริษัทฯ ในกรณีกลฉ้อฉล การกระทำโดยจงใจหรือประมาทเลินเล่ออย่างร้ายแรง หรือความรับผิดที่ไม่อาจจำกัดได้ตามกฎหมายไทย รวมถึงพระราชบัญญัติว่าด้วยข้อสัญญาที่ไม่เป็นธรรม พ.ศ. 2540 และกฎหมายว่าด้วยการคุ้มครองผู้บริโภค',
        ],
      },
      {
        heading: 'กฎหมายที่ใช้บังคับและการติดต่อ',
        paragraphs: [
          'ข้อกำหนดฉบับนี้อยู่ภายใต้และตีความตามกฎหมายไทย ข้อพิพาทใด ๆ ให้อยู่ในเขตอำนาจของศาลที่มีเขตอำนาจในกรุงเทพมหานคร ทั้งนี้ โดยไม่กระทบต่อสิทธิของลูกค้าตามกฎหมายว่าด้วยการคุ้มครองผู้บริโภค',
          'ในกรณีที่ข้อความภาษาไทยและภาษาอังกฤษขัดหรือแย้งกัน ให้ถือตามข้อความภาษาไทยเป็นสำคัญ',
          'หากมีข้อสงสัยหรือปัญหาใด ๆ โปรดติดต่อบริษัทฯ ก่อน เพื่อให้เราได้ช่วยแก้ไขโดยเร็ว',
        ],
        items: [
          `สำนักงานใหญ่: ${HEAD_OFFICE_TH}`,
          'โทรศัพท์: 02-026-8888',
          'LINE Official Account: @khumkha',
          'คำขอเกี่ยวกับข้อมูลส่วนบุคคล: privacy@khumkha.co.th',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Service',
    summary:
      'These terms apply when you get a price estimate from Khumkha and trade in, sell or exchange a device with us. Please read them carefully before submitting a trade-in request.',
    version: TERMS_OF_SERVICE_VERSION,
    effectiveDate: '1 November 2026',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          `These terms of service are an agreement between you and Khumkha Trade Co., Ltd. (“Khumkha”, “we”, “us”), with its head office at ${HEAD_OFFICE_EN}, for the use of the Khumkha estimate, purchase and trade-in service for used devices.`,
          'By submitting a trade-in request, you confirm that you have read and accepted these terms. Our Privacy Notice explains how we handle your personal data.',
          'If your request is made through one of our partner dealer shops, these terms apply between you and Khumkha. Any new device you buy from the shop is subject to the shop’s own terms.',
          'We may update these terms from time to time. Each request is governed by the version in force on the day it was submitted.',
        ],
      },
      {
        heading: 'Using the service',
        paragraphs: [
          'You can get an estimate without creating an account. To submit a trade-in request, you must have come of age (20 years old, or through marriage) or have the consent of your parent or legal guardian, and you must give accurate contact details.',
          'We accept phones, notebooks, tablets, gadgets and printers that meet our acceptance criteria on the date of the request. We may decline a device or a request for a reasonable cause, such as a failed ownership check.',
        ],
      },
      {
        heading: 'Price estimates',
        paragraphs: [
          'The estimate is calculated from the device model and your answers to the condition questions. It remains an estimate, not a final price, until our engineer has inspected the device.',
          'Please answer the questions honestly and completely. The final price depends on the actual condition of the device found on inspection.',
        ],
      },
      {
        heading: 'Price lock',
        paragraphs: [
          'Each quote is held for 7 days from the date and time it is issued. To keep the quoted price, submit your trade-in request within those 7 days and hand over the device on the drop-off date or at the pick-up appointment confirmed in your request.',
          'If a pick-up is delayed by us or our courier partner, the locked price still applies. If you miss the hand-over and reschedule it to a date after the 7 days, we may update the price to the current market price.',
          'If no request is submitted within 7 days, the quote expires and you will need a new estimate at current prices. The price lock protects you only against market price changes; the price remains subject to inspection.',
        ],
      },
      {
        heading: 'Store drop-off and courier pick-up',
        paragraphs: [
          'Before the hand-over, remove your SIM and memory cards, and hand over only the device and the accessories listed in your request. We are not responsible for items not listed in the request.',
          'We are responsible for the device from the moment the store receives it or the courier collects it. If you miss two pick-up appointments, we may cancel the request.',
          'You can hand over your device in one of two ways:',
        ],
        items: [
          'Store drop-off: bring the device and your request reference number to a Khumkha store or a participating partner dealer shop during opening hours. You will receive a receipt for the device.',
          'Courier pick-up: our courier partner collects the device from your address at the agreed appointment, free of charge. Please pack the device securely and keep the tracking number.',
        ],
      },
      {
        heading: 'Inspection and revised offers',
        paragraphs: [
          'Our engineer inspects every device on arrival, checking its physical condition, functions, IMEI or serial number, and any account or finance lock. Inspection is normally completed within 2 business days of receipt.',
          'If the condition matches your answers, or is better, we confirm the quoted price.',
          'If the actual condition differs and the actual price is lower, we send you a revised offer with the reasons and photos of our findings. You may accept or decline it. If you decline, we return the device free of charge, to your pick-up address or to the store where you dropped it off.',
          'We never treat silence as acceptance. If we cannot reach you within 30 days of sending a revised offer, we will return the device to you free of charge.',
        ],
      },
      {
        heading: 'Your settlement options',
        paragraphs: [
          'You choose one of the following options when you submit your request, and you may change it until you accept the final price:',
        ],
        items: [
          'Trade-in discount: the final price is applied as a discount on a new device bought from Khumkha or the partner dealer shop handling your request. The discount cannot be exchanged for cash.',
          'Direct sale: we pay the final price by bank transfer to a Thai bank account in your name.',
          'Voucher: you receive a voucher worth the final price plus the uplift shown in your offer. Vouchers are valid for 12 months from issue, cannot be exchanged for cash, and can be used only at Khumkha and participating partner shops.',
        ],
      },
      {
        heading: 'Provincial bonus',
        paragraphs: [
          'Customers outside Bangkok receive a bonus of 300 THB, subject to the company’s terms, when the pick-up address or the drop-off store in the request is in a province other than Bangkok.',
          'The bonus is given once per request and is paid with the settlement in the form of the option you chose: added to the bank transfer, to the trade-in discount or to the voucher value. No bonus is paid if the request is cancelled or not settled.',
          'We may change or end the bonus for future requests. Requests already submitted keep the bonus terms in effect on the day they were submitted.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'Settlement takes place once the final price is confirmed (the inspection confirms the quoted price, or you accept a revised offer) and our ownership and legal checks are complete.',
          'For a direct sale, we make the bank transfer within 1 business day after settlement. Vouchers are sent by SMS, email or LINE within 1 business day after settlement. Trade-in discounts are applied when you buy your new device.',
          'We pay the bank transfer fees. The name on the receiving account must match the name in your request. If your bank details are wrong or incomplete, we will pay within 1 business day after receiving the correct details.',
          'Ownership of the device passes to Khumkha on settlement.',
        ],
      },
      {
        heading: 'Your warranties',
        paragraphs: [
          'By submitting a request and handing over a device, you warrant each of the statements below. If any of them is untrue, we may cancel the request or withhold payment, and you are liable for any loss this causes us.',
        ],
        items: [
          'You own the device, or are authorised by its owner to trade it in or sell it.',
          'The device is not stolen, lost or otherwise unlawfully obtained.',
          'The device is not under a hire-purchase, installment or lease agreement, is not locked by a finance provider, and is not pledged or subject to anyone else’s claim.',
          'You have signed out of and removed all accounts from the device, including iCloud (Find My) and Google accounts, and any device management (MDM) lock.',
          'You have backed up and erased your data, and removed your SIM and memory cards.',
          'The information you give us is true and complete.',
        ],
      },
      {
        heading: 'Data on your device',
        paragraphs: [
          'You are responsible for backing up your data, erasing it and signing out of every account before handing over the device.',
          'We erase every device again using our own data-erasure process before resale. However, we are not responsible for any data you leave on the device, or for the loss of any data, files or software licences on it.',
          'Our staff access a device only as far as needed to inspect it and erase it.',
        ],
      },
      {
        heading: 'Stolen, locked or financed devices',
        paragraphs: [
          'We check the IMEI or serial number of every device against lost and stolen device records.',
          'If a device is found to be stolen or lost, or there are reasonable grounds to suspect it was unlawfully obtained, we will withhold payment, keep the device and report it to the police, handing over the device and the related request information. No payment is due for such a device.',
          'If a device has an account lock or a finance lock, we will ask you to remove it within 7 days. If it is not removed, we may make a revised offer or return the device to you.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'If a device is lost or damaged while in our care, we will compensate you up to the final price or, if inspection has not yet been completed, up to the locked quote.',
          'We are not liable for indirect or consequential loss, loss of data or loss of use, or for delays caused by events beyond our reasonable control, such as natural disasters or network outages.',
          'Nothing in these terms limits our liability for fraud, wilful misconduct or gross negligence, or any liability that cannot be limited under Thai law, including the Unfair Contract Terms Act B.E. 2540 (1997) and consumer protection law.',
        ],
      },
      {
        heading: 'Governing law and contact',
        paragraphs: [
          'These terms are governed by and interpreted under the laws of Thailand. Any dispute falls under the jurisdiction of the competent courts in Bangkok, without affecting your rights under consumer protection law.',
          'If the Thai and English versions of these terms differ, the Thai version prevails.',
          'If you have a question or a problem, please contact us first so that we can help resolve it quickly.',
        ],
        items: [
          `Head office: ${HEAD_OFFICE_EN}`,
          'Phone: 02-026-8888',
          'LINE Official Account: @khumkha',
          'Personal data requests: privacy@khumkha.co.th',
        ],
      },
    ],
  },
};
