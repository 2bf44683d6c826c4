import type { TLocale } from '#core/constants.ts';
import type { TNotificationKind } from '#core/notifications.ts';

/**
 * The words of customer and staff messages, in both languages (decision 043). Like the receipt's labels
 * they live with the server, not in the web's catalogues: the browser never shows them. The question,
 * option and status names come from the web's catalogues (src/core/i18n), so a message says what the
 * screens said. {{name}} is filled in by fillIn.
 */
interface TKindTexts {
  subject: string;
  title: string;
  body: string;
}

interface TMessageTexts {
  kinds: Record<TNotificationKind, TKindTexts>;
  labels: Record<
    | 'reference'
    | 'device'
    | 'option'
    | 'offer'
    | 'actual'
    | 'amount'
    | 'voucherCode'
    | 'paymentNumber'
    | 'carrier'
    | 'trackingNumber'
    | 'pickup'
    | 'store'
    | 'reason'
    | 'validUntil'
    | 'newPrice'
    | 'voucherValidUntil'
    | 'overduePickups'
    | 'overdueDeliveries',
    string
  >;
  buttons: Record<'track' | 'accept' | 'decline' | 'trackParcel' | 'continue' | 'getPrice' | 'open', string>;
  nextStep: Record<'store' | 'pickupSlot' | 'pickupCall' | 'none', string>;
  difference: string;
  returnFree: string;
  footerService: string;
  footerMarketing: string;
  unsubscribe: string;
  greeting: string;
  linkAskDigits: string;
  linkDone: string;
  linkWrongDigits: string;
  linkRefused: string;
  linkUnknown: string;
  linkHelp: string;
  unlinked: string;
  overdueLine: string;
}

const TH: TMessageTexts = {
  kinds: {
    requestReceived: {
      subject: 'ได้รับคำขอ {{reference}} แล้ว',
      title: 'เราได้รับคำขอของคุณแล้ว',
      body: 'ขอบคุณที่เลือกคุ้มค่า เลขอ้างอิงของคุณคือ {{reference}}',
    },
    pickupBooked: {
      subject: 'ยืนยันวันรับเครื่อง {{reference}}',
      title: 'ยืนยันวันรับเครื่องแล้ว',
      body: 'พนักงานขนส่งจะไปรับเครื่องตามวันและเวลาด้านล่าง',
    },
    visitBooked: {
      subject: 'ยืนยันนัดหมายที่ร้าน {{reference}}',
      title: 'ยืนยันนัดหมายแล้ว',
      body: 'นำเครื่องมาที่ร้านตามที่อยู่ด้านล่างได้เลย',
    },
    deviceReceived: {
      subject: 'เราได้รับเครื่องแล้ว {{reference}}',
      title: 'เราได้รับเครื่องของคุณแล้ว',
      body: 'ช่างของเราจะตรวจสอบเครื่อง โดยปกติภายใน 1 วันทำการ',
    },
    offerConfirmed: {
      subject: 'ตรวจเครื่องเสร็จแล้ว ยืนยันราคา {{reference}}',
      title: 'ตรวจเครื่องเสร็จแล้ว ราคาได้รับการยืนยัน',
      body: 'เราจะชำระเงินหรือออกบัตรกำนัลให้เร็ว ๆ นี้',
    },
    requote: {
      subject: 'ราคาหลังตรวจเครื่องต่ำกว่าที่เสนอ โปรดตอบรับ {{reference}}',
      title: 'ราคาหลังตรวจเครื่องต่ำกว่าที่เสนอ',
      body: 'ช่างพบสภาพเครื่องต่างจากที่แจ้งไว้ โปรดตอบรับราคาใหม่ หรือปฏิเสธแล้วเราส่งเครื่องคืนฟรี',
    },
    paymentSent: {
      subject: 'โอนเงินแล้ว {{reference}}',
      title: 'เราโอนเงินให้คุณแล้ว',
      body: 'ยอดเงินจะเข้าบัญชีของคุณตามเวลาของธนาคาร',
    },
    voucherIssued: {
      subject: 'บัตรกำนัลของคุณ {{reference}}',
      title: 'ออกบัตรกำนัลให้คุณแล้ว',
      body: 'ใช้รหัสด้านล่างที่ร้านค้าพันธมิตรของเรา',
    },
    requestRejected: {
      subject: 'ปิดคำขอ {{reference}}',
      title: 'คำขอของคุณถูกปิดแล้ว',
      body: 'เหตุผล: {{reason}}',
    },
    returnShipped: {
      subject: 'ส่งเครื่องคืนแล้ว {{reference}}',
      title: 'เราส่งเครื่องคืนให้คุณแล้ว',
      body: 'ติดตามพัสดุได้จากลิงก์ด้านล่าง',
    },
    returnDelivered: {
      subject: 'เครื่องถึงมือคุณแล้ว {{reference}}',
      title: 'เครื่องของคุณส่งถึงแล้ว',
      body: 'ขอบคุณที่ใช้บริการคุ้มค่า',
    },
    buyerShipped: {
      subject: 'สินค้าของคุณจัดส่งแล้ว {{reference}}',
      title: 'สินค้าของคุณอยู่ระหว่างจัดส่ง',
      body: 'ติดตามพัสดุได้จากลิงก์ด้านล่าง',
    },
    quoteSaved: {
      subject: 'ราคาของ {{device}}: {{price}}',
      title: 'ราคาที่คุณขอให้ส่ง',
      body: 'ราคานี้ล็อกไว้ให้ถึง {{date}} กลับมาทำต่อได้ทุกเมื่อก่อนหมดเวลา',
    },
    quoteReminder: {
      subject: 'ราคาของ {{device}} จะหมดอายุพรุ่งนี้',
      title: 'ราคาที่ล็อกไว้จะหมดอายุพรุ่งนี้',
      body: 'ราคา {{price}} ล็อกไว้ถึง {{date}} ส่งคำขอก่อนหมดเวลาเพื่อรับราคานี้',
    },
    priceAlert: {
      subject: 'ราคาของ {{device}} เปลี่ยนแล้ว',
      title: 'ราคาของรุ่นที่คุณติดตามเปลี่ยนแล้ว',
      body: 'ราคารับซื้อใหม่สำหรับสภาพเดียวกัน: {{price}}',
    },
    staffNewRequest: {
      subject: 'คำขอใหม่ {{reference}}',
      title: 'มีคำขอใหม่',
      body: '{{device}} · {{price}}',
    },
    staffOverdue: {
      subject: 'งานค้าง {{count}} รายการ ({{date}})',
      title: 'สรุปงานค้างประจำวัน',
      body: 'งานที่เกินเวลาที่กำหนด:',
    },
  },
  labels: {
    reference: 'เลขอ้างอิง',
    device: 'อุปกรณ์',
    option: 'ตัวเลือก',
    offer: 'ราคาที่เสนอ',
    actual: 'ราคาหลังตรวจเครื่อง',
    amount: 'จำนวนเงิน',
    voucherCode: 'รหัสบัตรกำนัล',
    paymentNumber: 'เลขที่ใบสำคัญจ่าย',
    carrier: 'ขนส่ง',
    trackingNumber: 'เลขพัสดุ',
    pickup: 'รับเครื่อง',
    store: 'ร้าน',
    reason: 'เหตุผล',
    validUntil: 'ราคาล็อกถึง',
    newPrice: 'ราคาใหม่',
    voucherValidUntil: 'ใช้ได้ถึง',
    overduePickups: 'รับเครื่องเลยเวลานัด',
    overdueDeliveries: 'จัดส่งค้างเกิน {{days}} วัน',
  },
  buttons: {
    track: 'ดูสถานะ',
    accept: 'ยอมรับราคาใหม่',
    decline: 'ปฏิเสธและรับเครื่องคืน',
    trackParcel: 'ติดตามพัสดุ',
    continue: 'ทำรายการต่อ',
    getPrice: 'ดูราคาใหม่',
    open: 'เปิดดู',
  },
  nextStep: {
    store: 'ขั้นต่อไป: นำเครื่องมาที่ {{store}} {{address}}',
    pickupSlot: 'ขั้นต่อไป: พนักงานจะไปรับเครื่องวันที่ {{date}} เวลา {{slot}}',
    pickupCall: 'ขั้นต่อไป: เราจะโทรยืนยันวันรับเครื่อง',
    none: '',
  },
  difference: '{{question}}: คุณแจ้ง “{{customer}}” ช่างพบ “{{engineer}}”',
  returnFree: 'หากเครื่องอยู่กับเรา เราจะส่งคืนให้ฟรี และแจ้งเลขพัสดุให้ทราบ',
  footerService: 'ข้อความบริการเกี่ยวกับคำขอของคุณ · คุ้มค่า 02-026-8888',
  footerMarketing: 'คุณได้รับข้อความนี้เพราะขอให้เราแจ้ง · คุ้มค่า 02-026-8888',
  unsubscribe: 'ยกเลิกการรับข้อความนี้',
  greeting:
    'สวัสดีค่ะ ขอบคุณที่เพิ่มคุ้มค่าเป็นเพื่อน ส่งเลขอ้างอิง (TRD-…) ของคำขอมาที่นี่เพื่อรับข่าวสารทุกขั้นตอน\nHello and thank you for adding Khumkha. Send your request’s reference (TRD-…) here to get updates at every step.',
  linkAskDigits: 'พบคำขอ {{reference}} แล้ว โปรดพิมพ์เลข 4 ตัวท้ายของเบอร์โทรที่ใช้ในคำขอเพื่อยืนยัน',
  linkDone: 'เชื่อมต่อคำขอ {{reference}} แล้ว เราจะแจ้งทุกขั้นตอนที่นี่ พิมพ์ “stop” เพื่อหยุดรับข้อความ',
  linkWrongDigits: 'เลข 4 ตัวท้ายไม่ตรงกัน โปรดลองอีกครั้ง',
  linkRefused: 'ไม่สามารถเชื่อมต่อคำขอนี้ได้ โปรดติดต่อเราที่ 02-026-8888',
  linkUnknown: 'ไม่พบคำขอนี้ โปรดตรวจเลขอ้างอิง (TRD-…) แล้วส่งอีกครั้ง',
  linkHelp: 'ส่งเลขอ้างอิง (TRD-…) ของคำขอเพื่อรับข่าวสาร หรือพิมพ์ “stop” เพื่อหยุดรับข้อความ',
  unlinked: 'หยุดส่งข้อความแล้ว ส่งเลขอ้างอิงอีกครั้งเมื่อต้องการรับข่าวสาร',
  overdueLine: '{{what}}: {{count}}',
};

const EN: TMessageTexts = {
  kinds: {
    requestReceived: {
      subject: 'We have your request {{reference}}',
      title: 'We have your request',
      body: 'Thank you for choosing Khumkha. Your reference is {{reference}}.',
    },
    pickupBooked: {
      subject: 'Pick-up booked {{reference}}',
      title: 'Your pick-up is booked',
      body: 'Our courier collects the device at the time below.',
    },
    visitBooked: {
      subject: 'Store visit confirmed {{reference}}',
      title: 'Your store visit is confirmed',
      body: 'Bring the device to the store below.',
    },
    deviceReceived: {
      subject: 'We have your device {{reference}}',
      title: 'We have your device',
      body: 'Our engineer will inspect it, usually within one business day.',
    },
    offerConfirmed: {
      subject: 'Inspection done, your price is confirmed {{reference}}',
      title: 'Inspection done: your price is confirmed',
      body: 'We will pay you or issue your voucher shortly.',
    },
    requote: {
      subject: 'A lower price needs your answer {{reference}}',
      title: 'Inspection done: a lower price needs your answer',
      body: 'Our engineer found the device in a different condition. Accept the new price, or decline and we return the device free of charge.',
    },
    paymentSent: {
      subject: 'Payment sent {{reference}}',
      title: 'We have sent your money',
      body: 'It reaches your account as fast as your bank credits it.',
    },
    voucherIssued: {
      subject: 'Your voucher {{reference}}',
      title: 'Your voucher is ready',
      body: 'Use the code below at our partner stores.',
    },
    requestRejected: {
      subject: 'Request closed {{reference}}',
      title: 'Your request is closed',
      body: 'Why: {{reason}}',
    },
    returnShipped: {
      subject: 'Your device is on its way back {{reference}}',
      title: 'We have shipped your device back',
      body: 'Follow the parcel with the link below.',
    },
    returnDelivered: {
      subject: 'Your device was delivered {{reference}}',
      title: 'Your device was delivered',
      body: 'Thank you for using Khumkha.',
    },
    buyerShipped: {
      subject: 'Your order has shipped {{reference}}',
      title: 'Your order is on its way',
      body: 'Follow the parcel with the link below.',
    },
    quoteSaved: {
      subject: 'Your price for {{device}}: {{price}}',
      title: 'The price you asked us to send',
      body: 'This price is held until {{date}}. Come back any time before then.',
    },
    quoteReminder: {
      subject: 'Your price for {{device}} ends tomorrow',
      title: 'Your held price ends tomorrow',
      body: 'The price {{price}} is held until {{date}}. Send your request before then to get it.',
    },
    priceAlert: {
      subject: 'The price of {{device}} has changed',
      title: 'The price of the model you follow has changed',
      body: 'Our new price for the same condition: {{price}}',
    },
    staffNewRequest: {
      subject: 'New request {{reference}}',
      title: 'A new request',
      body: '{{device}} · {{price}}',
    },
    staffOverdue: {
      subject: '{{count}} overdue ({{date}})',
      title: 'Overdue work today',
      body: 'Work past its target:',
    },
  },
  labels: {
    reference: 'Reference',
    device: 'Device',
    option: 'Option',
    offer: 'Offer',
    actual: 'Price after inspection',
    amount: 'Amount',
    voucherCode: 'Voucher code',
    paymentNumber: 'Payment voucher no.',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    pickup: 'Pick-up',
    store: 'Store',
    reason: 'Reason',
    validUntil: 'Price held until',
    newPrice: 'New price',
    voucherValidUntil: 'Valid until',
    overduePickups: 'Pick-ups past their slot',
    overdueDeliveries: 'Deliveries open over {{days}} days',
  },
  buttons: {
    track: 'See the status',
    accept: 'Accept the new price',
    decline: 'Decline, return my device',
    trackParcel: 'Track the parcel',
    continue: 'Continue',
    getPrice: 'See the new price',
    open: 'Open',
  },
  nextStep: {
    store: 'Next: bring the device to {{store}}, {{address}}',
    pickupSlot: 'Next: our courier collects it on {{date}}, {{slot}}',
    pickupCall: 'Next: we call you to agree on the pick-up',
    none: '',
  },
  difference: '{{question}}: you said “{{customer}}”, we found “{{engineer}}”',
  returnFree: 'If we have your device, we send it back free of charge and tell you its tracking number.',
  footerService: 'A service message about your request · Khumkha 02-026-8888',
  footerMarketing: 'You get this because you asked us to tell you · Khumkha 02-026-8888',
  unsubscribe: 'Unsubscribe',
  greeting: TH.greeting,
  linkAskDigits:
    'Found {{reference}}. Please type the last 4 digits of the phone number on the request to confirm.',
  linkDone: '{{reference}} is linked. We tell you every step here. Type “stop” to stop the messages.',
  linkWrongDigits: 'Those digits do not match. Please try again.',
  linkRefused: 'We cannot link this request. Please call us at 02-026-8888.',
  linkUnknown: 'We found no such request. Please check the reference (TRD-…) and send it again.',
  linkHelp: 'Send your request’s reference (TRD-…) to get updates, or “stop” to stop them.',
  unlinked: 'Messages stopped. Send your reference again whenever you want updates.',
  overdueLine: '{{what}}: {{count}}',
};

export const MESSAGE_TEXTS: Record<TLocale, TMessageTexts> = { th: TH, en: EN };
