-- Hand-written: the Thai names of the carriers offered first (DEFAULT_CARRIERS), where the list has them
-- and nobody has named them in Thai yet (issue 30, item 4).
UPDATE "carriers" SET "name_th" = v."name_th"
FROM (VALUES
  ('Thailand Post', 'ไปรษณีย์ไทย'),
  ('Kerry Express', 'เคอรี่ เอ็กซ์เพรส'),
  ('Flash Express', 'แฟลช เอ็กซ์เพรส'),
  ('J&T Express', 'เจแอนด์ที เอ็กซ์เพรส'),
  ('Own rider', 'พนักงานส่งของร้าน')
) AS v("name", "name_th")
WHERE "carriers"."name" = v."name" AND "carriers"."name_th" = '';
