/** Stylesheets are webpack assets: importing one gives its URL (webpack.common.cjs `asset/resource`). */
declare module '*.css' {
  const url: string;
  export default url;
}
