// /uzivatel/subory, /uzivatel/light-shows, /uzivatel/lock-chimes: the member downloads, all or of
// one kind, each downloadable; audio files can be previewed in the page.
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { t, type MessageKey } from '@/lib/i18n-member';
import { saveBlob, useMemberApi } from '@/lib/member-api';
import { fetchFileBlob, useFiles, type FileKind, type MemberFile } from '../api/files';

const TITLES: Record<FileKind | 'all', { title: MessageKey; intro: MessageKey }> = {
  all: { title: 'member.files.title_all', intro: 'member.files.intro_all' },
  light_show: { title: 'member.files.title_light_shows', intro: 'member.files.intro_light_shows' },
  lock_chime: { title: 'member.files.title_lock_chimes', intro: 'member.files.intro_lock_chimes' },
};

const sizeFormat = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} kB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

function FileItem({ file }: { file: MemberFile }) {
  const api = useMemberApi();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const audio = file.content_type.startsWith('audio/');

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const run = async (what: 'preview' | 'download') => {
    setBusy(what);
    setError(null);
    try {
      const blob = await fetchFileBlob(api, file, what === 'preview');
      if (what === 'preview') setPreviewUrl(URL.createObjectURL(blob));
      else saveBlob(blob, file.file_name);
    } catch {
      setError(t('member.files.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="file-item">
      <div className="file-item__info">
        <h2 className="file-item__title">{file.title}</h2>
        {file.description && <p>{file.description}</p>}
        <p className="muted">
          {t(file.kind === 'light_show' ? 'member.files.kind_light_show' : 'member.files.kind_lock_chime')} ·{' '}
          {file.file_name} · {formatSize(file.size_bytes)} · {formatDate(file.created_at)}
        </p>
        {previewUrl && (
          <audio
            className="file-item__audio"
            controls
            autoPlay
            src={previewUrl}
            aria-label={t('member.files.player', { title: file.title })}
          >
            {t('member.files.no_audio')}
          </audio>
        )}
        {error && (
          <p role="alert" className="form__error">
            {error}
          </p>
        )}
      </div>
      <div className="file-item__actions">
        {audio && !previewUrl && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => void run('preview')}
            aria-label={t('member.files.preview_named', { title: file.title })}
          >
            {busy === 'preview' ? t('member.common.loading') : t('member.files.preview')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={busy !== null}
          onClick={() => void run('download')}
          aria-label={t('member.files.download_named', { title: file.title })}
        >
          {busy === 'download' ? t('member.files.downloading') : t('member.files.download')}
        </button>
      </div>
    </li>
  );
}

export function FilesPage({ kind }: { kind?: FileKind }) {
  const query = useFiles(kind);
  const text = TITLES[kind ?? 'all'];
  return (
    <>
      <PageHeader title={t(text.title)} intro={t(text.intro)} />
      <QueryView query={query}>
        {({ v }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.files.empty')} />
          ) : (
            <ul className="file-list">
              {v.map((file) => (
                <FileItem key={file.id} file={file} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
