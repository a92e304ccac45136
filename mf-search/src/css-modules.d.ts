/** Style sheets are emitted as files by webpack (asset/resource): importing one gives its URL. */
declare module '*.css' {
  const url: string;
  export default url;
}
