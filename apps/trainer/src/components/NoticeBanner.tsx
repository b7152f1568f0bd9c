import type { StoreNotice } from '../storage/progress.ts';

/** Props of {@link NoticeBanner}. */
export interface NoticeBannerProps {
  /** The notice. */
  readonly notice: StoreNotice;
  /** Called when the user closes it. */
  readonly onDismiss: () => void;
}

const TITLES: Readonly<Record<StoreNotice['kind'], string>> = {
  corrupt: 'Сохранённый прогресс не удалось прочитать',
  unavailable: 'Прогресс не сохраняется',
  unwritable: 'Прогресс не сохраняется',
  migrated: 'Прогресс перенесён',
};

/**
 * A banner explaining what happened to the saved progress (corrupt store kept aside, migration…).
 *
 * @param props - See {@link NoticeBannerProps}.
 */
export function NoticeBanner({ notice, onDismiss }: NoticeBannerProps) {
  return (
    <div
      className={`notice notice--${notice.level}`}
      role={notice.level === 'error' ? 'alert' : 'status'}
      data-notice={notice.kind}
      {...(notice.backupKey ? { 'data-backup-key': notice.backupKey } : {})}
    >
      <div className="notice-body">
        <strong className="notice-title">{TITLES[notice.kind]}</strong>
        <p>{notice.message}</p>
      </div>
      <button type="button" className="btn btn--ghost" onClick={onDismiss}>
        Понятно
      </button>
    </div>
  );
}
