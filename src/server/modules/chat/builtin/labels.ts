/**
 * Labels the assistant quotes, the same words as the web app's catalogues (src/web/locales: questionnaire,
 * grades, status, pricing.line). The server may not import the web app, so they are copied here.
 */
export const LABELS = {
  th: {
    options: {
      modelType: {
        th: 'เครื่องศูนย์ไทย (TH)',
        zp: 'เครื่องโซน ZP (รุ่น 14/15/16)',
        international: 'เครื่องนอก / อื่น ๆ',
      },
      warranty: {
        over4Months: 'ประกันเหลือมากกว่า 4 เดือน',
        under4Months: 'ประกันเหลือน้อยกว่า 4 เดือน',
        expired: 'หมดประกันแล้ว',
      },
      body: {
        noScratch: 'ไม่มีรอยขีดข่วน',
        minorScratch: 'มีรอยขีดข่วนเล็กน้อย',
        scratchDent: 'มีรอยขีดข่วนชัดเจน หรือรอยบุบ',
        crackedBroken: 'ตัวเครื่องร้าว แตก หรือหัก',
        backCoverBent: 'ฝาหลังงอ / บิดเบี้ยว',
      },
      screen: {
        noScratch: 'หน้าจอไม่มีรอย',
        minorScratch: 'หน้าจอมีรอยขีดข่วนเล็กน้อย',
        cracked: 'หน้าจอร้าว',
        broken: 'หน้าจอแตก',
      },
      display: {
        normal: 'แสดงผลปกติ',
        brightSpots: 'มีจุดขาว / ฝุ่นในจอ',
        deadPixels: 'จอมีเดดพิกเซล มีเส้น หรือจอไม่แท้',
        noDisplay: 'จอไม่แสดงผล',
      },
      battery: {
        over80: 'แบตเตอรี่ 80% ขึ้นไป',
        under80: 'แบตเตอรี่ต่ำกว่า 80%',
      },
      accessories: {
        completeBox: 'อุปกรณ์ครบกล่อง',
        incomplete: 'มีกล่อง แต่อุปกรณ์ไม่ครบ',
        noBox: 'ไม่มีกล่อง (เครื่องเปล่า)',
      },
      functional: {
        sound: 'ระบบเสียงมีปัญหา',
        connectivity: 'Wi-Fi / บลูทูธ / GPS มีปัญหา',
        power: 'เปิดไม่ติด / ชาร์จไม่เข้า',
        calls: 'โทรเข้า-ออกไม่ได้',
        biometrics: 'สแกนใบหน้า / สแกนนิ้วไม่ได้',
        homeButton: 'ปุ่มโฮมเสีย',
        speaker: 'ลำโพงเสีย',
        camera: 'กล้อง / แฟลชเสีย',
        sensor: 'เซนเซอร์เสีย',
        buttons: 'ปุ่มล็อก / ปุ่มเปิดปิด / ปุ่มปรับเสียงเสีย',
      },
    },
    grades: {
      excellent: 'ดีเยี่ยม',
      good: 'ดี',
      fair: 'พอใช้',
      broken: 'ชำรุด',
    },
    status: {
      new: {
        label: 'คำขอใหม่',
        hint: 'เราได้รับคำขอของคุณแล้ว และจะติดต่อเพื่อยืนยันวันนัดส่งเครื่อง',
      },
      booked: {
        label: 'ยืนยันนัดแล้ว',
        hint: 'ยืนยันนัดแล้ว กรุณานำเครื่องไปที่สาขา หรือรอพนักงานเข้ารับตามวันและเวลาที่นัด',
      },
      received: {
        label: 'ได้รับเครื่องแล้ว',
        hint: 'เครื่องของคุณอยู่กับเราแล้ว และกำลังรอช่างตรวจสภาพ',
      },
      inspected: {
        label: 'ตรวจสภาพแล้ว',
        hint: 'ช่างตรวจสภาพเครื่องแล้ว หากราคาต่ำกว่าที่เสนอไว้ เราจะขอให้คุณยืนยันก่อนชำระเงิน',
      },
      settled: {
        label: 'ชำระเงินแล้ว',
        hint: 'เสร็จเรียบร้อย เราชำระเงินหรือออกบัตรกำนัลให้คุณแล้ว',
      },
      rejected: {
        label: 'ปิดคำขอ',
        hint: 'คำขอนี้ปิดแล้ว หากเครื่องอยู่กับเรา เราจะส่งคืนให้โดยไม่มีค่าใช้จ่าย',
      },
    },
    lines: {
      base: 'ราคารับซื้อสภาพ{{grade}}',
      floor: 'ปรับราคาไม่ให้ต่ำกว่า 0 บาท',
      rounding: 'ปัดเศษลงให้เป็นหลักสิบบาท',
      voucherUplift: 'รับเป็นบัตรกำนัล เพิ่ม {{percent}}%',
      provincialBonus: 'โบนัสลูกค้าต่างจังหวัด',
    },
    voucherStates: {
      requested: 'รออนุมัติ',
      active: 'ใช้ได้',
      used: 'ใช้ครบแล้ว',
      expired: 'หมดอายุแล้ว',
      cancelled: 'ถูกยกเลิก',
    },
  },
  en: {
    options: {
      modelType: {
        th: 'Thailand model (TH)',
        zp: 'Model ZP (14/15/16 series)',
        international: 'International / other',
      },
      warranty: {
        over4Months: 'More than 4 months left',
        under4Months: 'Less than 4 months left',
        expired: 'Expired',
      },
      body: {
        noScratch: 'No scratches',
        minorScratch: 'Minor scratches',
        scratchDent: 'Scratches or dents',
        crackedBroken: 'Cracked or broken',
        backCoverBent: 'Back cover bent',
      },
      screen: {
        noScratch: 'No scratches',
        minorScratch: 'Minor scratches',
        cracked: 'Cracked',
        broken: 'Broken',
      },
      display: {
        normal: 'Normal',
        brightSpots: 'Bright spots or dust',
        deadPixels: 'Dead pixels, lines or a non-original screen',
        noDisplay: 'No display',
      },
      battery: {
        over80: '80% or more',
        under80: 'Under 80%',
      },
      accessories: {
        completeBox: 'Complete box',
        incomplete: 'Box, accessories incomplete',
        noBox: 'No box',
      },
      functional: {
        sound: 'Sound problems',
        connectivity: 'Wi-Fi / Bluetooth / GPS problems',
        power: 'Won’t power on or charge',
        calls: 'Cannot make or take calls',
        biometrics: 'Face ID / fingerprint not working',
        homeButton: 'Home button not working',
        speaker: 'Speaker not working',
        camera: 'Camera / flash not working',
        sensor: 'Sensors not working',
        buttons: 'Lock / power / volume buttons not working',
      },
    },
    grades: {
      excellent: 'Excellent',
      good: 'Good',
      fair: 'Fair',
      broken: 'Broken',
    },
    status: {
      new: {
        label: 'New request',
        hint: 'We have your request and will contact you to confirm the hand-over.',
      },
      booked: {
        label: 'Booked',
        hint: 'Your appointment is confirmed: bring the device to the store, or our courier collects it at the agreed time.',
      },
      received: {
        label: 'Device received',
        hint: 'Your device is with us and waiting for inspection.',
      },
      inspected: {
        label: 'Inspected',
        hint: 'Our engineer has inspected the device; if the price is below the offer, we need your answer before we pay.',
      },
      settled: {
        label: 'Settled',
        hint: 'All done: we have paid you or issued your voucher.',
      },
      rejected: {
        label: 'Closed',
        hint: 'This request is closed; if we have your device, we return it free of charge.',
      },
    },
    lines: {
      base: 'Price in {{grade}} condition',
      floor: 'Raised to 0 THB (a price is never negative)',
      rounding: 'Rounded down to the nearest 10 THB',
      voucherUplift: 'Voucher bonus (+{{percent}}%)',
      provincialBonus: 'Bonus for customers outside Bangkok',
    },
    voucherStates: {
      requested: 'waiting for approval',
      active: 'active',
      used: 'used up',
      expired: 'expired',
      cancelled: 'cancelled',
    },
  },
} as const;
