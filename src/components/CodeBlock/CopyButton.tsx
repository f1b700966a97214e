/**
 * Copies a code block's code: the text readers see (no hidden setup, no popover text). The
 * Clipboard API where the page may use it, else a selected text area copied the older way (a page
 * served over plain HTTP has no Clipboard API). Says "Copied" for a second.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

function copyBySelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = styles.copySource;
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only way to copy where the Clipboard API is missing
  document.execCommand('copy');
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
}

export default function CopyButton({code, className}: {code: string; className?: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      copyBySelection(code);
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 1000);
  };
  return (
    <button
      type="button"
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      className={clsx('clean-btn', className, copied && styles.copied)}
      onClick={() => void copy()}>
      <span className={styles.copyIcons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.copiedIcon} />
      </span>
    </button>
  );
}
