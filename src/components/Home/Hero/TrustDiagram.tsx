import type {ReactNode} from 'react';
import styles from './TrustDiagram.module.css';

/**
 * Decorative picture of the trust model: the React app talks over an encrypted channel to an
 * attested enclave inside an AWS Nitro host. Hidden from assistive technology (the page says
 * the same in words); fixed width/height attributes reserve its box before CSS loads.
 */
export default function TrustDiagram({className}: {className?: string}): ReactNode {
  return (
    <svg
      className={[styles.diagram, className].filter(Boolean).join(' ')}
      width="520"
      height="340"
      viewBox="0 0 520 340"
      aria-hidden="true"
      focusable="false">
      {/* The app: a browser window with a few lines of code. */}
      <rect className={styles.panel} x="12" y="70" width="196" height="200" rx="16" />
      <circle className={styles.dot} cx="34" cy="91" r="4.5" />
      <circle className={styles.dot} cx="49" cy="91" r="4.5" />
      <circle className={styles.dot} cx="64" cy="91" r="4.5" />
      <line className={styles.rule} x1="12" y1="110" x2="208" y2="110" />
      <rect className={styles.barAccent} x="32" y="128" width="96" height="8" rx="4" />
      <rect className={styles.bar} x="48" y="146" width="124" height="8" rx="4" />
      <rect className={styles.barAccent} x="48" y="164" width="84" height="8" rx="4" />
      <rect className={styles.bar} x="32" y="182" width="60" height="8" rx="4" />
      <rect className={styles.chip} x="32" y="206" width="156" height="30" rx="8" />
      <text className={styles.chipText} x="110" y="225.5" textAnchor="middle">
        useOpenSecret()
      </text>
      <text className={styles.label} x="110" y="298" textAnchor="middle">
        Your React app
      </text>

      {/* The host and, inside it, the enclave the SDK has verified. */}
      <rect className={styles.host} x="312" y="34" width="196" height="272" rx="22" />
      <text className={styles.hostLabel} x="410" y="62" textAnchor="middle">
        AWS NITRO
      </text>
      {/* The channel: request and answer bodies sealed with the session key. */}
      <line className={styles.wire} x1="216" y1="140" x2="332" y2="140" />
      <path className={styles.wire} d="M324 133 L333 140 L324 147" />
      <line className={styles.wire} x1="218" y1="196" x2="334" y2="196" />
      <path className={styles.wire} d="M226 189 L217 196 L226 203" />
      <circle className={styles.seal} cx="260" cy="168" r="19" />
      <path className={styles.sealShackle} d="M254.5 166 v-4 a5.5 5.5 0 0 1 11 0 v4" />
      <rect className={styles.sealBody} x="251" y="165" width="18" height="13" rx="3" />
      <text className={styles.caption} x="260" y="228" textAnchor="middle">
        bodies
      </text>
      <text className={styles.caption} x="260" y="244" textAnchor="middle">
        encrypted
      </text>
      <rect className={styles.enclave} x="336" y="80" width="148" height="156" rx="16" />
      <path className={styles.enclaveShackle} d="M400 140 v-9 a10 10 0 0 1 20 0 v9" />
      <rect className={styles.enclaveInk} x="391" y="138" width="38" height="30" rx="7" />
      <circle className={styles.enclaveHole} cx="410" cy="150" r="4" />
      <rect className={styles.enclaveHole} x="408" y="151" width="4" height="9" rx="1.5" />
      <text className={styles.enclaveText} x="410" y="206" textAnchor="middle">
        Enclave
      </text>
      <circle className={styles.badge} cx="484" cy="80" r="17" />
      <path className={styles.check} d="M476 80.5 l5.5 5.5 l10.5 -11" />
      <text className={styles.verifiedText} x="410" y="274" textAnchor="middle">
        attestation verified
      </text>
    </svg>
  );
}
