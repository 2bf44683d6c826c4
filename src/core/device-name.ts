/**
 * A model with its brand, "Apple iPhone 15"; the brand is not said twice when the model's name already
 * starts with it ("Apple Watch SE 3", not "Apple Apple Watch SE 3").
 */
export function modelTitle(brandName: string, modelName: string): string {
  if (!brandName) return modelName;
  return modelName.toLowerCase().startsWith(brandName.toLowerCase())
    ? modelName
    : `${brandName} ${modelName}`;
}
