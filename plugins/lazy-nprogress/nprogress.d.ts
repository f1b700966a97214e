/** Types for the part of nprogress@0.2.0 the progress-bar client module uses. */
declare module 'nprogress' {
  export interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
