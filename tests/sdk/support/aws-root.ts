/**
 * Lets a document under the AWS root the SDK bundles pass the SDK's full check
 * (aws-rooted-document.ts): `crypto.subtle.verify` answers true for a signature checked
 * with the AWS root's key, the one signature only AWS can make; every other verification (the
 * document's own signature included) runs for real. `vi.restoreAllMocks` (tests/sdk/setup.ts)
 * ends it after the test.
 */
import {vi} from 'vitest';
import {spkiOf} from './aws-rooted-document';

export function acceptAwsRootSignature(awsRoot: Uint8Array): void {
  const rootKey = Buffer.from(spkiOf(awsRoot));
  const subtle = crypto.subtle;
  const verify = subtle.verify.bind(subtle);
  vi.spyOn(subtle, 'verify').mockImplementation(async (algorithm, key, signature, data) => {
    const spki = key.extractable ? Buffer.from(await subtle.exportKey('spki', key)) : undefined;
    if (spki?.equals(rootKey)) return true;
    return verify(algorithm, key, signature, data);
  });
}
