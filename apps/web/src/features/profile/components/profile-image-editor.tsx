// The profile picture: a real image up to 5 MB (spec 02 §5), checked again by
// the server, or the first letter of the name when there is none. A chosen
// picture is uploaded at once; the zone shows it while it goes.
import { useState } from 'react';
import { PROFILE_IMAGE_MAX_BYTES } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { ProfileMessages } from '@talent/contracts/profile';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteDocument, useUploadDocument } from '../api/profile-mutations.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import type { FileRule } from '../../../components/ui/file-rules.ts';
import styles from './profile-image-editor.module.css';
import { failureOf } from '../../../lib/form-errors.ts';

export const PROFILE_IMAGE_RULE: FileRule = {
  formats: 'JPEG, PNG, GIF, WEBP',
  extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  accept: 'image/jpeg,image/png,image/gif,image/webp',
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  messages: { invalidType: ProfileMessages.imageInvalidType, tooLarge: ProfileMessages.imageTooLarge },
};

export function ProfileImageEditor({ link, name }: { link: string | null; name: string }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = useUploadDocument('profile_image');
  const deleteImage = useDeleteDocument('profile_image');

  const onFileChange = async (file: File | null) => {
    setChosen(file);
    setProblem(null);
    if (!file) return;
    setBusy(true);
    try {
      await upload.mutateAsync(file);
      setChosen(null);
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
      <div className={styles.controls}>
        <FileDropZone
          compact
          label={link ? 'Change picture' : 'Add picture'}
          title="Drop a picture here or click to browse"
          buttonLabel="Choose picture"
          rule={PROFILE_IMAGE_RULE}
          file={chosen}
          onFileChange={(file) => void onFileChange(file)}
          error={problem}
          disabled={busy}
        />
        {link && (
          <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
            Remove picture
          </Button>
        )}
      </div>
    </div>
  );
}
