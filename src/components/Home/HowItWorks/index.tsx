import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {LATEST_DOCS} from '@site/src/constants';
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
        Before its first encrypted call in a browser tab, the SDK asks the server for an attestation document bound to a
        fresh random nonce and checks the nonce, the certificate chain up to the AWS Nitro root certificate, the
        certificates&apos; dates and the document&apos;s signature. Only genuine enclave hardware can produce it. Which
        build the enclave runs (PCR0) the SDK reports to you; holding back data until it is one you trust is up to your
        app.
      </>
    ),
  },
  {
    title: 'Agree a session key',
    body: (
      <>
        The document carries the enclave&apos;s public key. The SDK runs an X25519 key exchange with it and receives a
        session key that only the attested enclave could have encrypted for this browser tab, which keeps it in its
        session storage.
      </>
    ),
  },
  {
    title: 'Encrypt the bodies',
    body: (
      <>
        From then on, request bodies and successful answers are sealed with{' '}
        <span className={styles.nowrap}>ChaCha20-Poly1305</span> between your user&apos;s browser and the code running
        inside the AWS Nitro enclave, so servers and proxies in between never see their contents. URLs, headers (the
        access token among them) and error answers are protected by HTTPS alone.
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
          Your code never has to handle certificates or session keys: the SDK does this for you, then encrypts the body
          of every call.
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
          <Link to={`${LATEST_DOCS.docsBase}guides/remote-attestation`}>
            Inspect the attestation document and see exactly what the SDK checks
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
