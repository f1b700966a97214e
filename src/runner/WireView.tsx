/**
 * The wire: every request the previewed sample's SDK made, as the stand-in in the frame received
 * it, newest last. Each shows its method, URL and status, the headers that matter and each body
 * as it travelled and, when sealed with the session key, as it reads once opened.
 */
import type {ReactNode} from 'react';
import type {WireBody, WireExchange} from './protocol';
import styles from './styles.module.css';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

function Body({label, body}: {label: string; body: WireBody}): ReactNode {
  return (
    <div className={styles.body}>
      <p className={styles.bodyLabel}>{label}, as it travelled</p>
      <pre className={styles.code}>{body.raw}</pre>
      {body.opened !== undefined && (
        <>
          <p className={styles.bodyLabel}>{label}, opened with the session key</p>
          <pre className={styles.code}>{pretty(body.opened)}</pre>
        </>
      )}
    </div>
  );
}

function Exchange({exchange}: {exchange: WireExchange}): ReactNode {
  const {pathname, search} = new URL(exchange.url);
  return (
    <li>
      <details className={styles.exchange}>
        <summary>
          <span className={styles.method}>{exchange.method}</span> {pathname + search}{' '}
          <span className={exchange.status >= 400 || exchange.status === 0 ? styles.failed : styles.status}>
            {exchange.status === 0 ? 'not sent' : exchange.status}
          </span>
        </summary>
        <p className={styles.url}>{exchange.url}</p>
        {exchange.note && <p className={styles.note}>{exchange.note}</p>}
        {Object.keys(exchange.headers).length > 0 && (
          <dl className={styles.headers}>
            {Object.entries(exchange.headers).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {exchange.request && <Body label="Request body" body={exchange.request} />}
        {exchange.response && <Body label="Response body" body={exchange.response} />}
        {exchange.events?.map((event, index) => (
          <Body key={index} label={`Event ${index + 1} of ${exchange.events?.length ?? 0}`} body={event} />
        ))}
      </details>
    </li>
  );
}

export default function WireView({exchanges}: {exchanges: readonly WireExchange[]}): ReactNode {
  if (exchanges.length === 0) return <p>No request yet.</p>;
  return (
    <ol className={styles.exchanges}>
      {exchanges.map((exchange) => (
        <Exchange key={exchange.id} exchange={exchange} />
      ))}
    </ol>
  );
}
