/** The landing page's part of a language catalogue, made by the `locale-base` Vite plugin. */
declare module 'virtual:locale-base/*' {
  const catalogue: { [key: string]: unknown };
  export default catalogue;
}
