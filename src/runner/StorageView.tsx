/**
 * What the SDK keeps in the preview's browser storage: `localStorage` (the tokens) and
 * `sessionStorage` (the session with the enclave). The frame's storage is its own, in memory:
 * it is not the docs page's, and Reset empties it.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

function Items({name, items}: {name: string; items: readonly [string, string][]}): ReactNode {
  return (
    <table className={styles.storage}>
      <caption>
        <code>{name}</code>
      </caption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={2}>empty</td>
          </tr>
        ) : (
          items.map(([key, value]) => (
            <tr key={key}>
              <td>
                <code>{key}</code>
              </td>
              <td className={styles.value}>{value}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export default function StorageView({
  local,
  session,
}: {
  local: readonly [string, string][];
  session: readonly [string, string][];
}): ReactNode {
  return (
    <>
      <Items name="localStorage" items={local} />
      <Items name="sessionStorage" items={session} />
    </>
  );
}
