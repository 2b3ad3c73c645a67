// My avatar: upload a PNG, JPEG or WebP of at most 25 MB (checked again by the server by content;
// it keeps a square, upright copy without metadata), or remove it.
import { useRef, useState } from 'react';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { t } from '@/lib/i18n-member';
import { problemMessage } from '@/lib/validation';
import { useRemoveAvatar, useUploadAvatar, type Profile } from '../api/profile';

const MAX_BYTES = 25 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function AvatarEditor({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(t('member.errors.unsupported_file_type'));
    if (file.size > MAX_BYTES) return setError(t('member.errors.file_too_large'));
    upload.mutate(file, {
      onError: (e) => setError(problemMessage(e)),
      onSettled: () => input.current && (input.current.value = ''),
    });
  };

  return (
    <section className="avatar-editor" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t('member.profile.avatar')}</h2>
      <Avatar
        avatar={profile.avatar}
        initials={initialsOf(profile.first_name, profile.last_name, profile.email)}
        size="large"
        alt={t('member.profile.avatar_alt')}
      />
      <div className="field">
        <label className="field__label" htmlFor="avatar-file">
          {t('member.profile.avatar_upload')}
        </label>
        <input
          id="avatar-file"
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          onChange={(e) => choose(e.target.files?.[0])}
          disabled={upload.isPending}
          aria-describedby="avatar-hint"
        />
        <p id="avatar-hint" className="field__hint">
          {t('member.profile.avatar_hint')}
        </p>
      </div>
      {profile.avatar_url && (
        <button
          type="button"
          className="button button--secondary"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onError: (e) => setError(problemMessage(e)) })}
        >
          {t('member.profile.avatar_remove')}
        </button>
      )}
      <div aria-live="polite">
        {upload.isPending && <p>{t('member.profile.avatar_uploading')}</p>}
        {error && <p className="form__error">{error}</p>}
      </div>
    </section>
  );
}
