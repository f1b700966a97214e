import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {LATEST_DOCS, PRODUCT_NAME, SDK_PACKAGE} from '@site/src/constants';
import QuickStart from './QuickStart.mdx';
import styles from './styles.module.css';

/** Install command plus a three-step quick start next to a complete, minimal example. */
export default function Install(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="install">
      <div className="container">
        <div className={styles.grid}>
          <div>
            <h2 id="install" className={styles.heading}>
              Install and connect
            </h2>
            <ol className={styles.steps}>
              <li className={styles.step}>
                <span className={styles.marker} aria-hidden="true" />
                <h3 className={styles.stepTitle}>Add the package</h3>
                <CodeBlock language="bash" className={styles.command}>
                  {`npm install -E ${SDK_PACKAGE}@${LATEST_DOCS.sdkVersion}`}
                </CodeBlock>
                <p className={styles.note}>
                  Works with React 18 and 19. The type definitions are included and import one type from{' '}
                  <code>openai</code>: the quick start compiles without that package only when your tsconfig sets{' '}
                  <code>skipLibCheck: true</code>. Otherwise (TypeScript&apos;s default) also run{' '}
                  <code>npm install -D openai</code>.
                </p>
              </li>
              <li className={styles.step}>
                <span className={styles.marker} aria-hidden="true" />
                <h3 className={styles.stepTitle}>Wrap your app in the provider</h3>
                <p>
                  <code>OpenSecretProvider</code> takes the URL of your {PRODUCT_NAME} API (<code>apiUrl</code>) and
                  your project&apos;s client ID (<code>clientId</code>), a UUID that names your project: the server
                  keeps each project&apos;s users and their data apart.
                </p>
              </li>
              <li className={styles.step}>
                <span className={styles.marker} aria-hidden="true" />
                <h3 className={styles.stepTitle}>Call the hook</h3>
                <p>
                  Any component under the provider can call <code>useOpenSecret()</code> for the signed-in user and
                  every SDK method. The <Link to={LATEST_DOCS.gettingStartedPath}>getting started guide</Link> walks
                  through a full sign-up flow.
                </p>
              </li>
            </ol>
          </div>
          <div className={styles.example}>
            {/* Highlighted at build time, with the latest release's types on hover (plugins/code-blocks). */}
            <QuickStart />
          </div>
        </div>
      </div>
    </section>
  );
}
