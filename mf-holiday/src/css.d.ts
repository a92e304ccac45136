/** Stylesheets are webpack assets: importing one gives its URL (webpack.common.cjs `asset/resource`). */
declare module '*.css' {
  const url: string;
  export default url;
}
/** A stylesheet imported with `?raw` gives its text (webpack.common.cjs `asset/source`). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
