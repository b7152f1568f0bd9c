import { NOTICE_RU as RU } from '@croupier/ru/trainer/notice';
import type { StoreNotice } from '../storage/progress.ts';

/** Props of {@link NoticeBanner}. */
export interface NoticeBannerProps {
  /** The notice. */
  readonly notice: StoreNotice;
  /** Called when the user closes it. */
  readonly onDismiss: () => void;
  /** The text of the notice's backup copy, for the download (or `null` when it is gone). */
  readonly backupText?: (key: string) => string | null;
}

const TITLES: Readonly<Record<StoreNotice['kind'], string>> = RU.titles;

/**
 * A banner explaining what happened to the saved progress, in plain words; where the old data was copied
 * aside, it offers the copy as a file.
 *
 * @param props - See {@link NoticeBannerProps}.
 */
export function NoticeBanner({ notice, onDismiss, backupText }: NoticeBannerProps) {
  const key = notice.backupKey;
  const download = () => {
    if (key === undefined) return;
    const text = backupText?.(key);
    if (text == null) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `croupier-trainer-copy-${key.slice(key.lastIndexOf('.') + 1)}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div
      className={`notice notice--${notice.level}`}
      role={notice.level === 'error' ? 'alert' : 'status'}
      data-notice={notice.kind}
      {...(key ? { 'data-backup-key': key } : {})}
    >
      <div className="notice-body">
        <strong className="notice-title">{notice.title ?? TITLES[notice.kind]}</strong>
        <p>{notice.message}</p>
      </div>
      <div className="notice-actions">
        {key !== undefined && backupText !== undefined ? (
          <button type="button" className="btn" onClick={download}>
            {RU.download}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost" onClick={onDismiss}>
          {RU.dismiss}
        </button>
      </div>
    </div>
  );
}
