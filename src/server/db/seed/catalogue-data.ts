/**
 * Seed catalogue: brands and models of used devices commonly traded in Thailand.
 *
 * - `key` is the stable slug used as the seeding idempotency key; never rename an existing key.
 * - `storageGb` lists the sizes sold in Thailand in GB, ascending (1 TB = 1024); [0] means "not applicable"
 *   (printers, cameras, watches, earbuds, drones).
 * - `launchPriceThb` is the Thai launch price of the smallest variant, rounded; where a product was only
 *   gray-imported (e.g. Google Pixel, Nintendo Switch 2) it is the typical Thai retail price at launch.
 * - `sortOrder` runs in steps of 10 through each list; within a brand, newest/flagship models come first.
 * - Model names omit the brand unless the brand is part of the product name (e.g. 'Xiaomi 15', 'realme GT 7').
 */

export type SeedCategoryKey = 'phone' | 'notebook' | 'tablet' | 'gadget' | 'printer' | 'other';

export interface SeedBrand {
  key: string;
  name: string; // display name as the brand writes it: 'Apple', 'Samsung', 'OPPO', 'vivo', 'Xiaomi', 'realme', 'HUAWEI', 'HONOR'
  category: SeedCategoryKey; // the category the brand is best known for; each model carries its own
  sortOrder: number;
  isActive?: boolean; // default true
}

export interface SeedModel {
  key: string;
  brand: string; // a SeedBrand key
  category: SeedCategoryKey;
  name: string; // 'iPhone 16 Pro Max', 'Galaxy S24 Ultra', 'MacBook Air 13" M3'
  storageGb: number[]; // ascending; [0] = not applicable
  releaseYear: number;
  launchPriceThb: number;
  sortOrder: number;
  isActive?: boolean; // default true
}

// prettier-ignore
export const seedBrands: SeedBrand[] = [
  { key: 'apple', name: 'Apple', category: 'phone', sortOrder: 10 },
  { key: 'samsung', name: 'Samsung', category: 'phone', sortOrder: 20 },
  { key: 'oppo', name: 'OPPO', category: 'phone', sortOrder: 30 },
  { key: 'vivo', name: 'vivo', category: 'phone', sortOrder: 40 },
  { key: 'xiaomi', name: 'Xiaomi', category: 'phone', sortOrder: 50 },
  { key: 'realme', name: 'realme', category: 'phone', sortOrder: 60 },
  { key: 'huawei', name: 'HUAWEI', category: 'phone', sortOrder: 70 },
  { key: 'honor', name: 'HONOR', category: 'phone', sortOrder: 80 },
  { key: 'infinix', name: 'Infinix', category: 'phone', sortOrder: 90 },
  { key: 'tecno', name: 'TECNO', category: 'phone', sortOrder: 100 },
  { key: 'google', name: 'Google', category: 'phone', sortOrder: 110 },
  { key: 'oneplus', name: 'OnePlus', category: 'phone', sortOrder: 120 },
  { key: 'nothing', name: 'Nothing', category: 'phone', sortOrder: 130 },
  { key: 'lenovo', name: 'Lenovo', category: 'notebook', sortOrder: 140 },
  { key: 'asus', name: 'ASUS', category: 'notebook', sortOrder: 150 },
  { key: 'acer', name: 'Acer', category: 'notebook', sortOrder: 160 },
  { key: 'hp', name: 'HP', category: 'notebook', sortOrder: 170 },
  { key: 'dell', name: 'Dell', category: 'notebook', sortOrder: 180 },
  { key: 'msi', name: 'MSI', category: 'notebook', sortOrder: 190 },
  { key: 'microsoft', name: 'Microsoft', category: 'notebook', sortOrder: 200 },
  { key: 'canon', name: 'Canon', category: 'printer', sortOrder: 210 },
  { key: 'epson', name: 'Epson', category: 'printer', sortOrder: 220 },
  { key: 'brother', name: 'Brother', category: 'printer', sortOrder: 230 },
  { key: 'sony', name: 'Sony', category: 'gadget', sortOrder: 240 },
  { key: 'nintendo', name: 'Nintendo', category: 'gadget', sortOrder: 250 },
  { key: 'dji', name: 'DJI', category: 'gadget', sortOrder: 260 },
  { key: 'garmin', name: 'Garmin', category: 'gadget', sortOrder: 270 },
  { key: 'fujifilm', name: 'FUJIFILM', category: 'other', sortOrder: 280 },
  { key: 'gopro', name: 'GoPro', category: 'other', sortOrder: 290 },
  { key: 'blackberry', name: 'BlackBerry', category: 'phone', sortOrder: 300, isActive: false },
];

// prettier-ignore
export const seedModels: SeedModel[] = [
  // Apple — phone
  { key: 'apple-iphone-17-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 17 Pro Max', storageGb: [256, 512, 1024, 2048], releaseYear: 2025, launchPriceThb: 48900, sortOrder: 10 },
  { key: 'apple-iphone-17-pro', brand: 'apple', category: 'phone', name: 'iPhone 17 Pro', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 41900, sortOrder: 20 },
  { key: 'apple-iphone-air', brand: 'apple', category: 'phone', name: 'iPhone Air', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 39900, sortOrder: 30 },
  { key: 'apple-iphone-17', brand: 'apple', category: 'phone', name: 'iPhone 17', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 29900, sortOrder: 40 },
  { key: 'apple-iphone-16-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 16 Pro Max', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 48900, sortOrder: 50 },
  { key: 'apple-iphone-16-pro', brand: 'apple', category: 'phone', name: 'iPhone 16 Pro', storageGb: [128, 256, 512, 1024], releaseYear: 2024, launchPriceThb: 39900, sortOrder: 60 },
  { key: 'apple-iphone-16-plus', brand: 'apple', category: 'phone', name: 'iPhone 16 Plus', storageGb: [128, 256, 512], releaseYear: 2024, launchPriceThb: 34900, sortOrder: 70 },
  { key: 'apple-iphone-16', brand: 'apple', category: 'phone', name: 'iPhone 16', storageGb: [128, 256, 512], releaseYear: 2024, launchPriceThb: 29900, sortOrder: 80 },
  { key: 'apple-iphone-16e', brand: 'apple', category: 'phone', name: 'iPhone 16e', storageGb: [128, 256, 512], releaseYear: 2025, launchPriceThb: 22900, sortOrder: 90 },
  { key: 'apple-iphone-15-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 15 Pro Max', storageGb: [256, 512, 1024], releaseYear: 2023, launchPriceThb: 48900, sortOrder: 100 },
  { key: 'apple-iphone-15-pro', brand: 'apple', category: 'phone', name: 'iPhone 15 Pro', storageGb: [128, 256, 512, 1024], releaseYear: 2023, launchPriceThb: 41900, sortOrder: 110 },
  { key: 'apple-iphone-15-plus', brand: 'apple', category: 'phone', name: 'iPhone 15 Plus', storageGb: [128, 256, 512], releaseYear: 2023, launchPriceThb: 36900, sortOrder: 120 },
  { key: 'apple-iphone-15', brand: 'apple', category: 'phone', name: 'iPhone 15', storageGb: [128, 256, 512], releaseYear: 2023, launchPriceThb: 32900, sortOrder: 130 },
  { key: 'apple-iphone-14-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 14 Pro Max', storageGb: [128, 256, 512, 1024], releaseYear: 2022, launchPriceThb: 46900, sortOrder: 140 },
  { key: 'apple-iphone-14-pro', brand: 'apple', category: 'phone', name: 'iPhone 14 Pro', storageGb: [128, 256, 512, 1024], releaseYear: 2022, launchPriceThb: 41900, sortOrder: 150 },
  { key: 'apple-iphone-14-plus', brand: 'apple', category: 'phone', name: 'iPhone 14 Plus', storageGb: [128, 256, 512], releaseYear: 2022, launchPriceThb: 36900, sortOrder: 160 },
  { key: 'apple-iphone-14', brand: 'apple', category: 'phone', name: 'iPhone 14', storageGb: [128, 256, 512], releaseYear: 2022, launchPriceThb: 32900, sortOrder: 170 },
  { key: 'apple-iphone-13-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 13 Pro Max', storageGb: [128, 256, 512, 1024], releaseYear: 2021, launchPriceThb: 42900, sortOrder: 180 },
  { key: 'apple-iphone-13-pro', brand: 'apple', category: 'phone', name: 'iPhone 13 Pro', storageGb: [128, 256, 512, 1024], releaseYear: 2021, launchPriceThb: 38900, sortOrder: 190 },
  { key: 'apple-iphone-13', brand: 'apple', category: 'phone', name: 'iPhone 13', storageGb: [128, 256, 512], releaseYear: 2021, launchPriceThb: 29900, sortOrder: 200 },
  { key: 'apple-iphone-13-mini', brand: 'apple', category: 'phone', name: 'iPhone 13 mini', storageGb: [128, 256, 512], releaseYear: 2021, launchPriceThb: 25900, sortOrder: 210 },
  { key: 'apple-iphone-se-3rd-generation', brand: 'apple', category: 'phone', name: 'iPhone SE (3rd generation)', storageGb: [64, 128, 256], releaseYear: 2022, launchPriceThb: 15900, sortOrder: 220 },
  { key: 'apple-iphone-12-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 12 Pro Max', storageGb: [128, 256, 512], releaseYear: 2020, launchPriceThb: 42900, sortOrder: 230 },
  { key: 'apple-iphone-12-pro', brand: 'apple', category: 'phone', name: 'iPhone 12 Pro', storageGb: [128, 256, 512], releaseYear: 2020, launchPriceThb: 38900, sortOrder: 240 },
  { key: 'apple-iphone-12', brand: 'apple', category: 'phone', name: 'iPhone 12', storageGb: [64, 128, 256], releaseYear: 2020, launchPriceThb: 29900, sortOrder: 250 },
  { key: 'apple-iphone-12-mini', brand: 'apple', category: 'phone', name: 'iPhone 12 mini', storageGb: [64, 128, 256], releaseYear: 2020, launchPriceThb: 25900, sortOrder: 260 },
  { key: 'apple-iphone-se-2nd-generation', brand: 'apple', category: 'phone', name: 'iPhone SE (2nd generation)', storageGb: [64, 128, 256], releaseYear: 2020, launchPriceThb: 14900, sortOrder: 270 },
  { key: 'apple-iphone-11-pro-max', brand: 'apple', category: 'phone', name: 'iPhone 11 Pro Max', storageGb: [64, 256, 512], releaseYear: 2019, launchPriceThb: 40900, sortOrder: 280 },
  { key: 'apple-iphone-11-pro', brand: 'apple', category: 'phone', name: 'iPhone 11 Pro', storageGb: [64, 256, 512], releaseYear: 2019, launchPriceThb: 35900, sortOrder: 290 },
  { key: 'apple-iphone-11', brand: 'apple', category: 'phone', name: 'iPhone 11', storageGb: [64, 128, 256], releaseYear: 2019, launchPriceThb: 24900, sortOrder: 300 },
  { key: 'apple-iphone-xr', brand: 'apple', category: 'phone', name: 'iPhone XR', storageGb: [64, 128, 256], releaseYear: 2018, launchPriceThb: 29900, sortOrder: 310, isActive: false },
  { key: 'apple-iphone-x', brand: 'apple', category: 'phone', name: 'iPhone X', storageGb: [64, 256], releaseYear: 2017, launchPriceThb: 40500, sortOrder: 320, isActive: false },
  // Apple — notebook
  { key: 'apple-macbook-pro-14-m5', brand: 'apple', category: 'notebook', name: 'MacBook Pro 14" M5', storageGb: [512, 1024, 2048, 4096], releaseYear: 2025, launchPriceThb: 59900, sortOrder: 330 },
  { key: 'apple-macbook-pro-16-m4-pro', brand: 'apple', category: 'notebook', name: 'MacBook Pro 16" M4 Pro', storageGb: [512, 1024, 2048, 4096], releaseYear: 2024, launchPriceThb: 94900, sortOrder: 340 },
  { key: 'apple-macbook-pro-14-m4-pro', brand: 'apple', category: 'notebook', name: 'MacBook Pro 14" M4 Pro', storageGb: [512, 1024, 2048, 4096], releaseYear: 2024, launchPriceThb: 74900, sortOrder: 350 },
  { key: 'apple-macbook-pro-14-m4', brand: 'apple', category: 'notebook', name: 'MacBook Pro 14" M4', storageGb: [512, 1024, 2048], releaseYear: 2024, launchPriceThb: 59900, sortOrder: 360 },
  { key: 'apple-macbook-pro-14-m3', brand: 'apple', category: 'notebook', name: 'MacBook Pro 14" M3', storageGb: [512, 1024, 2048], releaseYear: 2023, launchPriceThb: 59900, sortOrder: 370 },
  { key: 'apple-macbook-pro-13-m1', brand: 'apple', category: 'notebook', name: 'MacBook Pro 13" M1', storageGb: [256, 512, 1024, 2048], releaseYear: 2020, launchPriceThb: 42900, sortOrder: 380 },
  { key: 'apple-macbook-air-15-m4', brand: 'apple', category: 'notebook', name: 'MacBook Air 15" M4', storageGb: [256, 512, 1024, 2048], releaseYear: 2025, launchPriceThb: 42900, sortOrder: 390 },
  { key: 'apple-macbook-air-13-m4', brand: 'apple', category: 'notebook', name: 'MacBook Air 13" M4', storageGb: [256, 512, 1024, 2048], releaseYear: 2025, launchPriceThb: 35900, sortOrder: 400 },
  { key: 'apple-macbook-air-13-m3', brand: 'apple', category: 'notebook', name: 'MacBook Air 13" M3', storageGb: [256, 512, 1024, 2048], releaseYear: 2024, launchPriceThb: 39900, sortOrder: 410 },
  { key: 'apple-macbook-air-13-m2', brand: 'apple', category: 'notebook', name: 'MacBook Air 13" M2', storageGb: [256, 512, 1024, 2048], releaseYear: 2022, launchPriceThb: 42900, sortOrder: 420 },
  { key: 'apple-macbook-air-13-m1', brand: 'apple', category: 'notebook', name: 'MacBook Air 13" M1', storageGb: [256, 512, 1024, 2048], releaseYear: 2020, launchPriceThb: 32900, sortOrder: 430 },
  // Apple — tablet
  { key: 'apple-ipad-pro-13-m5', brand: 'apple', category: 'tablet', name: 'iPad Pro 13" M5', storageGb: [256, 512, 1024, 2048], releaseYear: 2025, launchPriceThb: 51900, sortOrder: 440 },
  { key: 'apple-ipad-pro-11-m5', brand: 'apple', category: 'tablet', name: 'iPad Pro 11" M5', storageGb: [256, 512, 1024, 2048], releaseYear: 2025, launchPriceThb: 39900, sortOrder: 450 },
  { key: 'apple-ipad-pro-13-m4', brand: 'apple', category: 'tablet', name: 'iPad Pro 13" M4', storageGb: [256, 512, 1024, 2048], releaseYear: 2024, launchPriceThb: 51900, sortOrder: 460 },
  { key: 'apple-ipad-pro-11-m4', brand: 'apple', category: 'tablet', name: 'iPad Pro 11" M4', storageGb: [256, 512, 1024, 2048], releaseYear: 2024, launchPriceThb: 39900, sortOrder: 470 },
  { key: 'apple-ipad-air-13-m3', brand: 'apple', category: 'tablet', name: 'iPad Air 13" M3', storageGb: [128, 256, 512, 1024], releaseYear: 2025, launchPriceThb: 29900, sortOrder: 480 },
  { key: 'apple-ipad-air-11-m3', brand: 'apple', category: 'tablet', name: 'iPad Air 11" M3', storageGb: [128, 256, 512, 1024], releaseYear: 2025, launchPriceThb: 22900, sortOrder: 490 },
  { key: 'apple-ipad-air-11-m2', brand: 'apple', category: 'tablet', name: 'iPad Air 11" M2', storageGb: [128, 256, 512, 1024], releaseYear: 2024, launchPriceThb: 23900, sortOrder: 500 },
  { key: 'apple-ipad-air-5th-generation', brand: 'apple', category: 'tablet', name: 'iPad Air (5th generation)', storageGb: [64, 256], releaseYear: 2022, launchPriceThb: 20900, sortOrder: 510 },
  { key: 'apple-ipad-mini-a17-pro', brand: 'apple', category: 'tablet', name: 'iPad mini (A17 Pro)', storageGb: [128, 256, 512], releaseYear: 2024, launchPriceThb: 17900, sortOrder: 520 },
  { key: 'apple-ipad-mini-6th-generation', brand: 'apple', category: 'tablet', name: 'iPad mini (6th generation)', storageGb: [64, 256], releaseYear: 2021, launchPriceThb: 17900, sortOrder: 530 },
  { key: 'apple-ipad-a16', brand: 'apple', category: 'tablet', name: 'iPad (A16)', storageGb: [128, 256, 512], releaseYear: 2025, launchPriceThb: 12900, sortOrder: 540 },
  { key: 'apple-ipad-10th-generation', brand: 'apple', category: 'tablet', name: 'iPad (10th generation)', storageGb: [64, 256], releaseYear: 2022, launchPriceThb: 16900, sortOrder: 550 },
  { key: 'apple-ipad-9th-generation', brand: 'apple', category: 'tablet', name: 'iPad (9th generation)', storageGb: [64, 256], releaseYear: 2021, launchPriceThb: 11900, sortOrder: 560 },
  // Apple — gadget
  { key: 'apple-watch-ultra-3', brand: 'apple', category: 'gadget', name: 'Apple Watch Ultra 3', storageGb: [0], releaseYear: 2025, launchPriceThb: 31900, sortOrder: 570 },
  { key: 'apple-watch-ultra-2', brand: 'apple', category: 'gadget', name: 'Apple Watch Ultra 2', storageGb: [0], releaseYear: 2023, launchPriceThb: 31900, sortOrder: 580 },
  { key: 'apple-watch-series-11', brand: 'apple', category: 'gadget', name: 'Apple Watch Series 11', storageGb: [0], releaseYear: 2025, launchPriceThb: 14900, sortOrder: 590 },
  { key: 'apple-watch-series-10', brand: 'apple', category: 'gadget', name: 'Apple Watch Series 10', storageGb: [0], releaseYear: 2024, launchPriceThb: 14900, sortOrder: 600 },
  { key: 'apple-watch-series-9', brand: 'apple', category: 'gadget', name: 'Apple Watch Series 9', storageGb: [0], releaseYear: 2023, launchPriceThb: 14900, sortOrder: 610 },
  { key: 'apple-watch-se-3', brand: 'apple', category: 'gadget', name: 'Apple Watch SE 3', storageGb: [0], releaseYear: 2025, launchPriceThb: 8900, sortOrder: 620 },
  { key: 'apple-airpods-pro-3', brand: 'apple', category: 'gadget', name: 'AirPods Pro 3', storageGb: [0], releaseYear: 2025, launchPriceThb: 8990, sortOrder: 630 },
  { key: 'apple-airpods-pro-2', brand: 'apple', category: 'gadget', name: 'AirPods Pro 2', storageGb: [0], releaseYear: 2022, launchPriceThb: 8990, sortOrder: 640 },
  { key: 'apple-airpods-4', brand: 'apple', category: 'gadget', name: 'AirPods 4', storageGb: [0], releaseYear: 2024, launchPriceThb: 4990, sortOrder: 650 },
  // Samsung — phone
  { key: 'samsung-galaxy-s25-ultra', brand: 'samsung', category: 'phone', name: 'Galaxy S25 Ultra', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 46900, sortOrder: 660 },
  { key: 'samsung-galaxy-s25-edge', brand: 'samsung', category: 'phone', name: 'Galaxy S25 Edge', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 41900, sortOrder: 670 },
  { key: 'samsung-galaxy-s25-plus', brand: 'samsung', category: 'phone', name: 'Galaxy S25+', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 38900, sortOrder: 680 },
  { key: 'samsung-galaxy-s25', brand: 'samsung', category: 'phone', name: 'Galaxy S25', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 32900, sortOrder: 690 },
  { key: 'samsung-galaxy-s25-fe', brand: 'samsung', category: 'phone', name: 'Galaxy S25 FE', storageGb: [128, 256, 512], releaseYear: 2025, launchPriceThb: 22990, sortOrder: 700 },
  { key: 'samsung-galaxy-s24-ultra', brand: 'samsung', category: 'phone', name: 'Galaxy S24 Ultra', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 46900, sortOrder: 710 },
  { key: 'samsung-galaxy-s24', brand: 'samsung', category: 'phone', name: 'Galaxy S24', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 32900, sortOrder: 720 },
  { key: 'samsung-galaxy-s24-fe', brand: 'samsung', category: 'phone', name: 'Galaxy S24 FE', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 21990, sortOrder: 730 },
  { key: 'samsung-galaxy-s23-ultra', brand: 'samsung', category: 'phone', name: 'Galaxy S23 Ultra', storageGb: [256, 512, 1024], releaseYear: 2023, launchPriceThb: 44900, sortOrder: 740 },
  { key: 'samsung-galaxy-z-fold7', brand: 'samsung', category: 'phone', name: 'Galaxy Z Fold7', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 65900, sortOrder: 750 },
  { key: 'samsung-galaxy-z-flip7', brand: 'samsung', category: 'phone', name: 'Galaxy Z Flip7', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 41900, sortOrder: 760 },
  { key: 'samsung-galaxy-z-flip7-fe', brand: 'samsung', category: 'phone', name: 'Galaxy Z Flip7 FE', storageGb: [128, 256], releaseYear: 2025, launchPriceThb: 31900, sortOrder: 770 },
  { key: 'samsung-galaxy-z-fold6', brand: 'samsung', category: 'phone', name: 'Galaxy Z Fold6', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 62900, sortOrder: 780 },
  { key: 'samsung-galaxy-z-flip6', brand: 'samsung', category: 'phone', name: 'Galaxy Z Flip6', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 39900, sortOrder: 790 },
  { key: 'samsung-galaxy-z-fold5', brand: 'samsung', category: 'phone', name: 'Galaxy Z Fold5', storageGb: [256, 512, 1024], releaseYear: 2023, launchPriceThb: 59900, sortOrder: 800 },
  { key: 'samsung-galaxy-z-flip5', brand: 'samsung', category: 'phone', name: 'Galaxy Z Flip5', storageGb: [256, 512], releaseYear: 2023, launchPriceThb: 37900, sortOrder: 810 },
  { key: 'samsung-galaxy-a56-5g', brand: 'samsung', category: 'phone', name: 'Galaxy A56 5G', storageGb: [128, 256], releaseYear: 2025, launchPriceThb: 14999, sortOrder: 820 },
  { key: 'samsung-galaxy-a36-5g', brand: 'samsung', category: 'phone', name: 'Galaxy A36 5G', storageGb: [128, 256], releaseYear: 2025, launchPriceThb: 11999, sortOrder: 830 },
  { key: 'samsung-galaxy-a55-5g', brand: 'samsung', category: 'phone', name: 'Galaxy A55 5G', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 14999, sortOrder: 840 },
  { key: 'samsung-galaxy-note10-plus', brand: 'samsung', category: 'phone', name: 'Galaxy Note10+', storageGb: [256, 512], releaseYear: 2019, launchPriceThb: 36900, sortOrder: 850, isActive: false },
  { key: 'samsung-galaxy-s10', brand: 'samsung', category: 'phone', name: 'Galaxy S10', storageGb: [128, 512], releaseYear: 2019, launchPriceThb: 29900, sortOrder: 860, isActive: false },
  // Samsung — tablet
  { key: 'samsung-galaxy-tab-s11-ultra', brand: 'samsung', category: 'tablet', name: 'Galaxy Tab S11 Ultra', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 46990, sortOrder: 870 },
  { key: 'samsung-galaxy-tab-s11', brand: 'samsung', category: 'tablet', name: 'Galaxy Tab S11', storageGb: [128, 256, 512], releaseYear: 2025, launchPriceThb: 29990, sortOrder: 880 },
  { key: 'samsung-galaxy-tab-s10-ultra', brand: 'samsung', category: 'tablet', name: 'Galaxy Tab S10 Ultra', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 44990, sortOrder: 890 },
  { key: 'samsung-galaxy-tab-s9', brand: 'samsung', category: 'tablet', name: 'Galaxy Tab S9', storageGb: [128, 256], releaseYear: 2023, launchPriceThb: 29990, sortOrder: 900 },
  { key: 'samsung-galaxy-tab-s9-fe', brand: 'samsung', category: 'tablet', name: 'Galaxy Tab S9 FE', storageGb: [128, 256], releaseYear: 2023, launchPriceThb: 14990, sortOrder: 910 },
  { key: 'samsung-galaxy-tab-a9-plus', brand: 'samsung', category: 'tablet', name: 'Galaxy Tab A9+', storageGb: [64, 128], releaseYear: 2023, launchPriceThb: 7990, sortOrder: 920 },
  // Samsung — gadget
  { key: 'samsung-galaxy-watch-ultra', brand: 'samsung', category: 'gadget', name: 'Galaxy Watch Ultra', storageGb: [0], releaseYear: 2024, launchPriceThb: 21900, sortOrder: 930 },
  { key: 'samsung-galaxy-watch8', brand: 'samsung', category: 'gadget', name: 'Galaxy Watch8', storageGb: [0], releaseYear: 2025, launchPriceThb: 10900, sortOrder: 940 },
  { key: 'samsung-galaxy-watch7', brand: 'samsung', category: 'gadget', name: 'Galaxy Watch7', storageGb: [0], releaseYear: 2024, launchPriceThb: 9900, sortOrder: 950 },
  { key: 'samsung-galaxy-buds3-pro', brand: 'samsung', category: 'gadget', name: 'Galaxy Buds3 Pro', storageGb: [0], releaseYear: 2024, launchPriceThb: 8490, sortOrder: 960 },
  // OPPO — phone
  { key: 'oppo-find-n5', brand: 'oppo', category: 'phone', name: 'Find N5', storageGb: [512], releaseYear: 2025, launchPriceThb: 69990, sortOrder: 970 },
  { key: 'oppo-find-x8-pro', brand: 'oppo', category: 'phone', name: 'Find X8 Pro', storageGb: [512], releaseYear: 2024, launchPriceThb: 39990, sortOrder: 980 },
  { key: 'oppo-find-x8', brand: 'oppo', category: 'phone', name: 'Find X8', storageGb: [512], releaseYear: 2024, launchPriceThb: 29990, sortOrder: 990 },
  { key: 'oppo-reno14-pro-5g', brand: 'oppo', category: 'phone', name: 'Reno14 Pro 5G', storageGb: [512], releaseYear: 2025, launchPriceThb: 22990, sortOrder: 1000 },
  { key: 'oppo-reno14-5g', brand: 'oppo', category: 'phone', name: 'Reno14 5G', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 16990, sortOrder: 1010 },
  { key: 'oppo-reno13-5g', brand: 'oppo', category: 'phone', name: 'Reno13 5G', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 15990, sortOrder: 1020 },
  { key: 'oppo-reno12-5g', brand: 'oppo', category: 'phone', name: 'Reno12 5G', storageGb: [256], releaseYear: 2024, launchPriceThb: 15990, sortOrder: 1030 },
  { key: 'oppo-a5-pro-5g', brand: 'oppo', category: 'phone', name: 'A5 Pro 5G', storageGb: [256], releaseYear: 2025, launchPriceThb: 9999, sortOrder: 1040 },
  { key: 'oppo-a60', brand: 'oppo', category: 'phone', name: 'A60', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 5999, sortOrder: 1050 },
  // vivo — phone
  { key: 'vivo-x200-pro', brand: 'vivo', category: 'phone', name: 'X200 Pro', storageGb: [512], releaseYear: 2024, launchPriceThb: 39999, sortOrder: 1060 },
  { key: 'vivo-x200', brand: 'vivo', category: 'phone', name: 'X200', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 27999, sortOrder: 1070 },
  { key: 'vivo-x200-fe', brand: 'vivo', category: 'phone', name: 'X200 FE', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 19999, sortOrder: 1080 },
  { key: 'vivo-x100-pro', brand: 'vivo', category: 'phone', name: 'X100 Pro', storageGb: [512], releaseYear: 2023, launchPriceThb: 36999, sortOrder: 1090 },
  { key: 'vivo-v50-5g', brand: 'vivo', category: 'phone', name: 'V50 5G', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 16999, sortOrder: 1100 },
  { key: 'vivo-v40-5g', brand: 'vivo', category: 'phone', name: 'V40 5G', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 16999, sortOrder: 1110 },
  { key: 'vivo-y38-5g', brand: 'vivo', category: 'phone', name: 'Y38 5G', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 7999, sortOrder: 1120 },
  { key: 'vivo-y18', brand: 'vivo', category: 'phone', name: 'Y18', storageGb: [128], releaseYear: 2024, launchPriceThb: 4499, sortOrder: 1130 },
  // Xiaomi — phone
  { key: 'xiaomi-15-ultra', brand: 'xiaomi', category: 'phone', name: 'Xiaomi 15 Ultra', storageGb: [512, 1024], releaseYear: 2025, launchPriceThb: 44990, sortOrder: 1140 },
  { key: 'xiaomi-15', brand: 'xiaomi', category: 'phone', name: 'Xiaomi 15', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 29990, sortOrder: 1150 },
  { key: 'xiaomi-15t-pro', brand: 'xiaomi', category: 'phone', name: 'Xiaomi 15T Pro', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 22990, sortOrder: 1160 },
  { key: 'xiaomi-15t', brand: 'xiaomi', category: 'phone', name: 'Xiaomi 15T', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 16990, sortOrder: 1170 },
  { key: 'xiaomi-14-ultra', brand: 'xiaomi', category: 'phone', name: 'Xiaomi 14 Ultra', storageGb: [512], releaseYear: 2024, launchPriceThb: 39990, sortOrder: 1180 },
  { key: 'xiaomi-14t-pro', brand: 'xiaomi', category: 'phone', name: 'Xiaomi 14T Pro', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 19990, sortOrder: 1190 },
  { key: 'xiaomi-redmi-note-14-pro-plus-5g', brand: 'xiaomi', category: 'phone', name: 'Redmi Note 14 Pro+ 5G', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 13990, sortOrder: 1200 },
  { key: 'xiaomi-redmi-note-14-pro-5g', brand: 'xiaomi', category: 'phone', name: 'Redmi Note 14 Pro 5G', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 10990, sortOrder: 1210 },
  { key: 'xiaomi-redmi-13', brand: 'xiaomi', category: 'phone', name: 'Redmi 13', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 4999, sortOrder: 1220 },
  { key: 'xiaomi-poco-f7-pro', brand: 'xiaomi', category: 'phone', name: 'POCO F7 Pro', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 15990, sortOrder: 1230 },
  { key: 'xiaomi-poco-x7-pro', brand: 'xiaomi', category: 'phone', name: 'POCO X7 Pro', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 10990, sortOrder: 1240 },
  // Xiaomi — tablet
  { key: 'xiaomi-pad-7', brand: 'xiaomi', category: 'tablet', name: 'Xiaomi Pad 7', storageGb: [128, 256], releaseYear: 2025, launchPriceThb: 12990, sortOrder: 1250 },
  { key: 'xiaomi-pad-6', brand: 'xiaomi', category: 'tablet', name: 'Xiaomi Pad 6', storageGb: [128, 256], releaseYear: 2023, launchPriceThb: 11990, sortOrder: 1260 },
  { key: 'xiaomi-redmi-pad-pro', brand: 'xiaomi', category: 'tablet', name: 'Redmi Pad Pro', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 8990, sortOrder: 1270 },
  // realme — phone
  { key: 'realme-gt-7', brand: 'realme', category: 'phone', name: 'realme GT 7', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 18999, sortOrder: 1280 },
  { key: 'realme-gt-6', brand: 'realme', category: 'phone', name: 'realme GT 6', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 16999, sortOrder: 1290 },
  { key: 'realme-14-pro-plus-5g', brand: 'realme', category: 'phone', name: 'realme 14 Pro+ 5G', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 14999, sortOrder: 1300 },
  { key: 'realme-13-pro-plus-5g', brand: 'realme', category: 'phone', name: 'realme 13 Pro+ 5G', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 14999, sortOrder: 1310 },
  { key: 'realme-c75', brand: 'realme', category: 'phone', name: 'realme C75', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 5999, sortOrder: 1320 },
  { key: 'realme-note-60', brand: 'realme', category: 'phone', name: 'realme Note 60', storageGb: [128], releaseYear: 2024, launchPriceThb: 3999, sortOrder: 1330 },
  // HUAWEI — phone
  { key: 'huawei-mate-x6', brand: 'huawei', category: 'phone', name: 'Mate X6', storageGb: [512], releaseYear: 2024, launchPriceThb: 69990, sortOrder: 1340 },
  { key: 'huawei-pura-70-ultra', brand: 'huawei', category: 'phone', name: 'Pura 70 Ultra', storageGb: [512], releaseYear: 2024, launchPriceThb: 49990, sortOrder: 1350 },
  { key: 'huawei-pura-70-pro', brand: 'huawei', category: 'phone', name: 'Pura 70 Pro', storageGb: [512], releaseYear: 2024, launchPriceThb: 36990, sortOrder: 1360 },
  { key: 'huawei-pura-70', brand: 'huawei', category: 'phone', name: 'Pura 70', storageGb: [256], releaseYear: 2024, launchPriceThb: 29990, sortOrder: 1370 },
  { key: 'huawei-nova-13-pro', brand: 'huawei', category: 'phone', name: 'nova 13 Pro', storageGb: [512], releaseYear: 2024, launchPriceThb: 19990, sortOrder: 1380 },
  { key: 'huawei-nova-13', brand: 'huawei', category: 'phone', name: 'nova 13', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 14990, sortOrder: 1390 },
  { key: 'huawei-p30-pro', brand: 'huawei', category: 'phone', name: 'P30 Pro', storageGb: [256], releaseYear: 2019, launchPriceThb: 32990, sortOrder: 1400, isActive: false },
  // HUAWEI — tablet
  { key: 'huawei-matepad-pro-13-2', brand: 'huawei', category: 'tablet', name: 'MatePad Pro 13.2"', storageGb: [256, 512], releaseYear: 2023, launchPriceThb: 29990, sortOrder: 1410 },
  { key: 'huawei-matepad-11-5-s', brand: 'huawei', category: 'tablet', name: 'MatePad 11.5" S', storageGb: [256], releaseYear: 2024, launchPriceThb: 14990, sortOrder: 1420 },
  // HUAWEI — gadget
  { key: 'huawei-watch-gt-5', brand: 'huawei', category: 'gadget', name: 'WATCH GT 5', storageGb: [0], releaseYear: 2024, launchPriceThb: 7490, sortOrder: 1430 },
  // HONOR — phone
  { key: 'honor-magic-v3', brand: 'honor', category: 'phone', name: 'Magic V3', storageGb: [512], releaseYear: 2024, launchPriceThb: 59990, sortOrder: 1440 },
  { key: 'honor-magic7-pro', brand: 'honor', category: 'phone', name: 'Magic7 Pro', storageGb: [512], releaseYear: 2025, launchPriceThb: 37990, sortOrder: 1450 },
  { key: 'honor-400-pro', brand: 'honor', category: 'phone', name: 'HONOR 400 Pro', storageGb: [512], releaseYear: 2025, launchPriceThb: 22990, sortOrder: 1460 },
  { key: 'honor-400', brand: 'honor', category: 'phone', name: 'HONOR 400', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 15990, sortOrder: 1470 },
  { key: 'honor-200-pro', brand: 'honor', category: 'phone', name: 'HONOR 200 Pro', storageGb: [512], releaseYear: 2024, launchPriceThb: 19990, sortOrder: 1480 },
  { key: 'honor-x9c', brand: 'honor', category: 'phone', name: 'X9c', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 11990, sortOrder: 1490 },
  // Infinix — phone
  { key: 'infinix-gt-20-pro', brand: 'infinix', category: 'phone', name: 'GT 20 Pro', storageGb: [256], releaseYear: 2024, launchPriceThb: 9999, sortOrder: 1500 },
  { key: 'infinix-note-40-pro', brand: 'infinix', category: 'phone', name: 'NOTE 40 Pro', storageGb: [256], releaseYear: 2024, launchPriceThb: 7999, sortOrder: 1510 },
  // TECNO — phone
  { key: 'tecno-pova-6-pro-5g', brand: 'tecno', category: 'phone', name: 'POVA 6 Pro 5G', storageGb: [256], releaseYear: 2024, launchPriceThb: 8999, sortOrder: 1520 },
  { key: 'tecno-camon-30', brand: 'tecno', category: 'phone', name: 'CAMON 30', storageGb: [256], releaseYear: 2024, launchPriceThb: 7999, sortOrder: 1530 },
  // Google — phone
  { key: 'google-pixel-10-pro-xl', brand: 'google', category: 'phone', name: 'Pixel 10 Pro XL', storageGb: [256, 512, 1024], releaseYear: 2025, launchPriceThb: 44900, sortOrder: 1540 },
  { key: 'google-pixel-10', brand: 'google', category: 'phone', name: 'Pixel 10', storageGb: [128, 256], releaseYear: 2025, launchPriceThb: 29900, sortOrder: 1550 },
  { key: 'google-pixel-9-pro-xl', brand: 'google', category: 'phone', name: 'Pixel 9 Pro XL', storageGb: [128, 256, 512, 1024], releaseYear: 2024, launchPriceThb: 43900, sortOrder: 1560 },
  { key: 'google-pixel-9-pro', brand: 'google', category: 'phone', name: 'Pixel 9 Pro', storageGb: [128, 256, 512, 1024], releaseYear: 2024, launchPriceThb: 36900, sortOrder: 1570 },
  { key: 'google-pixel-9', brand: 'google', category: 'phone', name: 'Pixel 9', storageGb: [128, 256], releaseYear: 2024, launchPriceThb: 29900, sortOrder: 1580 },
  { key: 'google-pixel-8-pro', brand: 'google', category: 'phone', name: 'Pixel 8 Pro', storageGb: [128, 256, 512, 1024], releaseYear: 2023, launchPriceThb: 36900, sortOrder: 1590 },
  // OnePlus — phone
  { key: 'oneplus-13', brand: 'oneplus', category: 'phone', name: 'OnePlus 13', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 31990, sortOrder: 1600 },
  { key: 'oneplus-12', brand: 'oneplus', category: 'phone', name: 'OnePlus 12', storageGb: [256, 512], releaseYear: 2024, launchPriceThb: 29990, sortOrder: 1610 },
  // Nothing — phone
  { key: 'nothing-phone-3', brand: 'nothing', category: 'phone', name: 'Phone (3)', storageGb: [256, 512], releaseYear: 2025, launchPriceThb: 28990, sortOrder: 1620 },
  { key: 'nothing-phone-3a', brand: 'nothing', category: 'phone', name: 'Phone (3a)', storageGb: [128, 256], releaseYear: 2025, launchPriceThb: 12990, sortOrder: 1630 },
  // Lenovo — notebook
  { key: 'lenovo-thinkpad-x1-carbon-gen-12', brand: 'lenovo', category: 'notebook', name: 'ThinkPad X1 Carbon Gen 12', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 69990, sortOrder: 1640 },
  { key: 'lenovo-legion-5-gen-9', brand: 'lenovo', category: 'notebook', name: 'Legion 5 Gen 9', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 49990, sortOrder: 1650 },
  { key: 'lenovo-loq-15-15irx9', brand: 'lenovo', category: 'notebook', name: 'LOQ 15 (15IRX9)', storageGb: [512], releaseYear: 2024, launchPriceThb: 29990, sortOrder: 1660 },
  { key: 'lenovo-ideapad-slim-5-gen-9', brand: 'lenovo', category: 'notebook', name: 'IdeaPad Slim 5 Gen 9', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 25990, sortOrder: 1670 },
  { key: 'lenovo-ideapad-slim-3-gen-8', brand: 'lenovo', category: 'notebook', name: 'IdeaPad Slim 3 Gen 8', storageGb: [512], releaseYear: 2023, launchPriceThb: 17990, sortOrder: 1680 },
  // Lenovo — tablet
  { key: 'lenovo-tab-p12', brand: 'lenovo', category: 'tablet', name: 'Tab P12', storageGb: [128], releaseYear: 2023, launchPriceThb: 13990, sortOrder: 1690 },
  { key: 'lenovo-tab-m11', brand: 'lenovo', category: 'tablet', name: 'Tab M11', storageGb: [128], releaseYear: 2024, launchPriceThb: 6990, sortOrder: 1700 },
  // ASUS — notebook
  { key: 'asus-rog-zephyrus-g14-2024', brand: 'asus', category: 'notebook', name: 'ROG Zephyrus G14 (2024)', storageGb: [1024], releaseYear: 2024, launchPriceThb: 69990, sortOrder: 1710 },
  { key: 'asus-tuf-gaming-a15-2024', brand: 'asus', category: 'notebook', name: 'TUF Gaming A15 (2024)', storageGb: [512], releaseYear: 2024, launchPriceThb: 29990, sortOrder: 1720 },
  { key: 'asus-zenbook-14-oled-ux3405', brand: 'asus', category: 'notebook', name: 'Zenbook 14 OLED (UX3405)', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 32990, sortOrder: 1730 },
  { key: 'asus-vivobook-15-x1504', brand: 'asus', category: 'notebook', name: 'Vivobook 15 (X1504)', storageGb: [512], releaseYear: 2023, launchPriceThb: 15990, sortOrder: 1740 },
  // Acer — notebook
  { key: 'acer-predator-helios-neo-16', brand: 'acer', category: 'notebook', name: 'Predator Helios Neo 16', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 44990, sortOrder: 1750 },
  { key: 'acer-nitro-v-15', brand: 'acer', category: 'notebook', name: 'Nitro V 15', storageGb: [512], releaseYear: 2023, launchPriceThb: 24990, sortOrder: 1760 },
  { key: 'acer-swift-go-14', brand: 'acer', category: 'notebook', name: 'Swift Go 14', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 26990, sortOrder: 1770 },
  { key: 'acer-aspire-5-a515-58m', brand: 'acer', category: 'notebook', name: 'Aspire 5 (A515-58M)', storageGb: [512], releaseYear: 2023, launchPriceThb: 19990, sortOrder: 1780 },
  // HP — notebook
  { key: 'hp-omen-16-2023', brand: 'hp', category: 'notebook', name: 'OMEN 16 (2023)', storageGb: [512, 1024], releaseYear: 2023, launchPriceThb: 45990, sortOrder: 1790 },
  { key: 'hp-envy-x360-14-2024', brand: 'hp', category: 'notebook', name: 'Envy x360 14 (2024)', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 35990, sortOrder: 1800 },
  { key: 'hp-victus-15-2023', brand: 'hp', category: 'notebook', name: 'Victus 15 (2023)', storageGb: [512], releaseYear: 2023, launchPriceThb: 24990, sortOrder: 1810 },
  { key: 'hp-pavilion-15-2022', brand: 'hp', category: 'notebook', name: 'Pavilion 15 (2022)', storageGb: [512], releaseYear: 2022, launchPriceThb: 21990, sortOrder: 1820 },
  // HP — printer
  { key: 'hp-smart-tank-750', brand: 'hp', category: 'printer', name: 'Smart Tank 750', storageGb: [0], releaseYear: 2021, launchPriceThb: 11990, sortOrder: 1830 },
  { key: 'hp-smart-tank-580', brand: 'hp', category: 'printer', name: 'Smart Tank 580', storageGb: [0], releaseYear: 2021, launchPriceThb: 5490, sortOrder: 1840 },
  { key: 'hp-smart-tank-515', brand: 'hp', category: 'printer', name: 'Smart Tank 515', storageGb: [0], releaseYear: 2019, launchPriceThb: 5990, sortOrder: 1850 },
  // Dell — notebook
  { key: 'dell-xps-13-9340', brand: 'dell', category: 'notebook', name: 'XPS 13 (9340)', storageGb: [512, 1024], releaseYear: 2024, launchPriceThb: 59990, sortOrder: 1860 },
  { key: 'dell-g15-5530', brand: 'dell', category: 'notebook', name: 'G15 (5530)', storageGb: [512, 1024], releaseYear: 2023, launchPriceThb: 39990, sortOrder: 1870 },
  { key: 'dell-inspiron-14-5440', brand: 'dell', category: 'notebook', name: 'Inspiron 14 (5440)', storageGb: [512], releaseYear: 2024, launchPriceThb: 24990, sortOrder: 1880 },
  { key: 'dell-inspiron-15-3530', brand: 'dell', category: 'notebook', name: 'Inspiron 15 (3530)', storageGb: [512], releaseYear: 2023, launchPriceThb: 18990, sortOrder: 1890 },
  { key: 'dell-vostro-15-3520', brand: 'dell', category: 'notebook', name: 'Vostro 15 (3520)', storageGb: [512], releaseYear: 2022, launchPriceThb: 18990, sortOrder: 1900 },
  // MSI — notebook
  { key: 'msi-katana-15-b13v', brand: 'msi', category: 'notebook', name: 'Katana 15 (B13V)', storageGb: [512, 1024], releaseYear: 2023, launchPriceThb: 35990, sortOrder: 1910 },
  { key: 'msi-thin-gf63-12v', brand: 'msi', category: 'notebook', name: 'Thin GF63 (12V)', storageGb: [512], releaseYear: 2023, launchPriceThb: 22990, sortOrder: 1920 },
  // Microsoft — notebook
  { key: 'microsoft-surface-laptop-13-8-7th-edition', brand: 'microsoft', category: 'notebook', name: 'Surface Laptop 13.8" (7th Edition)', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 45990, sortOrder: 1930 },
  { key: 'microsoft-surface-laptop-go-3', brand: 'microsoft', category: 'notebook', name: 'Surface Laptop Go 3', storageGb: [256], releaseYear: 2023, launchPriceThb: 25990, sortOrder: 1940 },
  // Microsoft — tablet
  { key: 'microsoft-surface-pro-11th-edition', brand: 'microsoft', category: 'tablet', name: 'Surface Pro (11th Edition)', storageGb: [256, 512, 1024], releaseYear: 2024, launchPriceThb: 39990, sortOrder: 1950 },
  // Canon — printer
  { key: 'canon-pixma-g3020', brand: 'canon', category: 'printer', name: 'PIXMA G3020', storageGb: [0], releaseYear: 2021, launchPriceThb: 5290, sortOrder: 1960 },
  { key: 'canon-pixma-g3010', brand: 'canon', category: 'printer', name: 'PIXMA G3010', storageGb: [0], releaseYear: 2019, launchPriceThb: 4990, sortOrder: 1970 },
  { key: 'canon-pixma-g2010', brand: 'canon', category: 'printer', name: 'PIXMA G2010', storageGb: [0], releaseYear: 2019, launchPriceThb: 3990, sortOrder: 1980 },
  { key: 'canon-imageclass-mf3010', brand: 'canon', category: 'printer', name: 'imageCLASS MF3010', storageGb: [0], releaseYear: 2012, launchPriceThb: 5990, sortOrder: 1990 },
  // Canon — other
  { key: 'canon-eos-r50', brand: 'canon', category: 'other', name: 'EOS R50', storageGb: [0], releaseYear: 2023, launchPriceThb: 27990, sortOrder: 2000 },
  { key: 'canon-eos-m50-mark-ii', brand: 'canon', category: 'other', name: 'EOS M50 Mark II', storageGb: [0], releaseYear: 2020, launchPriceThb: 23990, sortOrder: 2010 },
  // Epson — printer
  { key: 'epson-ecotank-l5290', brand: 'epson', category: 'printer', name: 'EcoTank L5290', storageGb: [0], releaseYear: 2021, launchPriceThb: 7990, sortOrder: 2020 },
  { key: 'epson-ecotank-l4260', brand: 'epson', category: 'printer', name: 'EcoTank L4260', storageGb: [0], releaseYear: 2021, launchPriceThb: 6990, sortOrder: 2030 },
  { key: 'epson-ecotank-l3250', brand: 'epson', category: 'printer', name: 'EcoTank L3250', storageGb: [0], releaseYear: 2021, launchPriceThb: 5290, sortOrder: 2040 },
  { key: 'epson-ecotank-l3210', brand: 'epson', category: 'printer', name: 'EcoTank L3210', storageGb: [0], releaseYear: 2021, launchPriceThb: 4390, sortOrder: 2050 },
  // Brother — printer
  { key: 'brother-mfc-t920dw', brand: 'brother', category: 'printer', name: 'MFC-T920DW', storageGb: [0], releaseYear: 2021, launchPriceThb: 10990, sortOrder: 2060 },
  { key: 'brother-dcp-t720dw', brand: 'brother', category: 'printer', name: 'DCP-T720DW', storageGb: [0], releaseYear: 2021, launchPriceThb: 7990, sortOrder: 2070 },
  { key: 'brother-dcp-t420w', brand: 'brother', category: 'printer', name: 'DCP-T420W', storageGb: [0], releaseYear: 2021, launchPriceThb: 5190, sortOrder: 2080 },
  { key: 'brother-hl-l2375dw', brand: 'brother', category: 'printer', name: 'HL-L2375DW', storageGb: [0], releaseYear: 2017, launchPriceThb: 6490, sortOrder: 2090 },
  // Sony — gadget
  { key: 'sony-playstation-5-pro', brand: 'sony', category: 'gadget', name: 'PlayStation 5 Pro', storageGb: [2048], releaseYear: 2024, launchPriceThb: 26990, sortOrder: 2100 },
  { key: 'sony-playstation-5-slim', brand: 'sony', category: 'gadget', name: 'PlayStation 5 Slim', storageGb: [1024], releaseYear: 2023, launchPriceThb: 18990, sortOrder: 2110 },
  { key: 'sony-playstation-5', brand: 'sony', category: 'gadget', name: 'PlayStation 5', storageGb: [825], releaseYear: 2020, launchPriceThb: 17390, sortOrder: 2120 },
  { key: 'sony-wh-1000xm5', brand: 'sony', category: 'gadget', name: 'WH-1000XM5', storageGb: [0], releaseYear: 2022, launchPriceThb: 13990, sortOrder: 2130 },
  // Sony — other
  { key: 'sony-zv-e10-ii', brand: 'sony', category: 'other', name: 'ZV-E10 II', storageGb: [0], releaseYear: 2024, launchPriceThb: 32990, sortOrder: 2140 },
  { key: 'sony-zv-e10', brand: 'sony', category: 'other', name: 'ZV-E10', storageGb: [0], releaseYear: 2021, launchPriceThb: 22990, sortOrder: 2150 },
  // Nintendo — gadget
  { key: 'nintendo-switch-2', brand: 'nintendo', category: 'gadget', name: 'Nintendo Switch 2', storageGb: [256], releaseYear: 2025, launchPriceThb: 16990, sortOrder: 2160 },
  { key: 'nintendo-switch-oled-model', brand: 'nintendo', category: 'gadget', name: 'Nintendo Switch (OLED model)', storageGb: [64], releaseYear: 2021, launchPriceThb: 12490, sortOrder: 2170 },
  { key: 'nintendo-switch-lite', brand: 'nintendo', category: 'gadget', name: 'Nintendo Switch Lite', storageGb: [32], releaseYear: 2019, launchPriceThb: 7490, sortOrder: 2180 },
  // DJI — gadget
  { key: 'dji-osmo-pocket-3', brand: 'dji', category: 'gadget', name: 'Osmo Pocket 3', storageGb: [0], releaseYear: 2023, launchPriceThb: 18990, sortOrder: 2190 },
  { key: 'dji-mini-4-pro', brand: 'dji', category: 'gadget', name: 'Mini 4 Pro', storageGb: [0], releaseYear: 2023, launchPriceThb: 28990, sortOrder: 2200 },
  // DJI — other
  { key: 'dji-osmo-action-5-pro', brand: 'dji', category: 'other', name: 'Osmo Action 5 Pro', storageGb: [0], releaseYear: 2024, launchPriceThb: 13990, sortOrder: 2210 },
  // Garmin — gadget
  { key: 'garmin-fenix-8', brand: 'garmin', category: 'gadget', name: 'fēnix 8', storageGb: [0], releaseYear: 2024, launchPriceThb: 35990, sortOrder: 2220 },
  { key: 'garmin-forerunner-965', brand: 'garmin', category: 'gadget', name: 'Forerunner 965', storageGb: [0], releaseYear: 2023, launchPriceThb: 22990, sortOrder: 2230 },
  { key: 'garmin-forerunner-265', brand: 'garmin', category: 'gadget', name: 'Forerunner 265', storageGb: [0], releaseYear: 2023, launchPriceThb: 16990, sortOrder: 2240 },
  // FUJIFILM — other
  { key: 'fujifilm-x100vi', brand: 'fujifilm', category: 'other', name: 'X100VI', storageGb: [0], releaseYear: 2024, launchPriceThb: 59990, sortOrder: 2250 },
  { key: 'fujifilm-x-s20', brand: 'fujifilm', category: 'other', name: 'X-S20', storageGb: [0], releaseYear: 2023, launchPriceThb: 44990, sortOrder: 2260 },
  { key: 'fujifilm-x100v', brand: 'fujifilm', category: 'other', name: 'X100V', storageGb: [0], releaseYear: 2020, launchPriceThb: 46990, sortOrder: 2270 },
  { key: 'fujifilm-x-t30-ii', brand: 'fujifilm', category: 'other', name: 'X-T30 II', storageGb: [0], releaseYear: 2021, launchPriceThb: 32990, sortOrder: 2280 },
  // GoPro — other
  { key: 'gopro-hero13-black', brand: 'gopro', category: 'other', name: 'HERO13 Black', storageGb: [0], releaseYear: 2024, launchPriceThb: 15900, sortOrder: 2290 },
  { key: 'gopro-hero12-black', brand: 'gopro', category: 'other', name: 'HERO12 Black', storageGb: [0], releaseYear: 2023, launchPriceThb: 14900, sortOrder: 2300 },
  // BlackBerry — phone
  { key: 'blackberry-key2', brand: 'blackberry', category: 'phone', name: 'KEY2', storageGb: [64, 128], releaseYear: 2018, launchPriceThb: 20900, sortOrder: 2310, isActive: false },
];
