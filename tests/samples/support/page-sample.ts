/** A docs page's sample, as the harness names it. */
import type {Sample} from '../../../lib/samples/extract';

/** A sample of a page: where it is, what it is, and the release it runs against. */
export interface PageSample {
  /** The page, relative to the site root (`docs/guides/authentication.mdx`). */
  readonly page: string;
  readonly title: string;
  readonly sample: Sample;
  /** The SDK release the sample compiles and runs against. */
  readonly release: string;
  /** Where the release is installed, absolute. */
  readonly releaseDirectory: string;
}

/** `page:line (title)`: how a failure names the sample. */
export function whereOf(sample: PageSample): string {
  return `${sample.page}:${sample.sample.fenceLine} (${sample.title})`;
}
