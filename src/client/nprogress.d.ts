// The part of nprogress 0.2.0 the navigation progress bar uses (the package ships no types).
declare module 'nprogress' {
  interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const progress: NProgress;
  export default progress;
}
