// The profile picture: a real image up to 5 MB (spec 02 §5), checked again by
// the server, or the first letter of the name when there is none.
import { useId, useState, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_MAX_BYTES } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { ProfileMessages } from '@talent/contracts/profile';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteDocument, useUploadDocument } from '../api/profile-mutations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './profile-image-editor.module.css';
import { failureOf } from '../../../lib/form-errors.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function ProfileImageEditor({ link, name }: { link: string | null; name: string }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = useUploadDocument('profile_image');
  const deleteImage = useDeleteDocument('profile_image');

  const onSelect = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(ProfileMessages.imageInvalidType);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(ProfileMessages.imageTooLarge);
    setProblem(null);
    setBusy(true);
    try {
      await upload.mutateAsync(file);
      toast.success(Messages.dataUpdated);
    } catch (error) {
      const { data } = failureOf(error);
      setProblem(firstErrorMessage(data) ?? Messages.genericError);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteImage.mutateAsync();
    } catch (error) {
      toast.error(firstErrorMessage(failureOf(error).data) ?? Messages.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.wrap}>
      {link ? (
        <img className={styles.image} src={link} alt={`Profile picture of ${name}`} width={96} height={96} />
      ) : (
        <span className={styles.image} aria-hidden="true">
          {name.charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <div>
        <input
          id={`${id}-image`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => void onSelect(event)}
          disabled={busy}
        />
        <label htmlFor={`${id}-image`} className={styles.pick}>
          {link ? 'Change picture' : 'Add picture'}
        </label>
        {link && (
          <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
            Remove picture
          </Button>
        )}
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
