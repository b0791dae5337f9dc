// The photo file field of an admin's photo form: the file chosen with useChosenPhoto, the accepted image types
// and size limit, and why a file would be refused; `current` stands in the preview until a file is chosen.
import type { ReactNode } from 'react';
import { ImageFileField } from '../ui/ImageFileField';
import { PHOTO_ACCEPT, PHOTO_LIMITS_TEXT } from './photoUpload';
import type { ChosenPhoto } from './photoUploadChoice';

interface Props {
  label: string;
  chosen: ChosenPhoto;
  current: ReactNode;
  disabled?: boolean;
}

export function CastPhotoField({ label, chosen, current, disabled }: Props) {
  return (
    <ImageFileField
      label={label}
      accept={PHOTO_ACCEPT}
      file={chosen.file}
      onFileChange={chosen.setFile}
      inputRef={chosen.inputRef}
      problem={chosen.problem}
      hint={PHOTO_LIMITS_TEXT}
      disabled={disabled}
      current={current}
    />
  );
}
