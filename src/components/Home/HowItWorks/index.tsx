import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SectionIntro from '../SectionIntro';
import styles from './styles.module.css';

interface Step {
  title: string;
  body: ReactNode;
}

const STEPS: readonly Step[] = [
  {
    title: 'Verify the enclave',
    body: (
      <>
        Before the first API call, the SDK asks the server for an attestation document bound to a fresh random nonce and
        checks its signature and certificate chain up to the AWS Nitro root certificate. Only genuine enclave hardware
        can produce it.
      </>
    ),
  },
  {
    title: 'Agree a session key',
    body: (
      <>
        The document carries the enclave&apos;s public key. The SDK runs an X25519 key exchange with it and receives a
        session key that only the attested enclave could have encrypted for this browser.
      </>
    ),
  },
  {
    title: 'Encrypt every request',
    body: (
      <>
        From then on, request and response bodies are sealed with{' '}
        <span className={styles.nowrap}>ChaCha20-Poly1305</span> end to end, between your user&apos;s browser and the
        code running inside the AWS Nitro enclave, so servers and proxies in between never see their contents.
      </>
    ),
  },
];

/** The trust model in three steps, with a pointer to the attestation guide. */
export default function HowItWorks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <div className="container">
        <SectionIntro id="how-it-works" title="How it works">
          Your code never handles certificates or session keys: the SDK does this for you, then keeps the channel
          encrypted for every call.
        </SectionIntro>
        <ol className={styles.steps}>
          {STEPS.map(({title, body}) => (
            <li key={title} className={styles.step}>
              <span className={styles.marker} aria-hidden="true" />
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.body}>{body}</p>
            </li>
          ))}
        </ol>
        <p className={styles.more}>
          Want to check the enclave yourself?{' '}
          <Link to="/docs/guides/remote-attestation">Inspect the attestation document</Link>.
        </p>
      </div>
    </section>
  );
}
