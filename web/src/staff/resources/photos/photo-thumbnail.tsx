// A photo in the console: its smallest variant that fills the box (a list's 96×64 thumbnail, the
// edit form's 320 px preview), not the file a visitor's full screen gets. A Datagrid column reads
// `source`, `label` and `sortable` from the element's props.
import { useRecordContext } from 'react-admin';
import { Picture, type PictureImage } from '@/components/ui/picture';

export function PhotoThumbnail({
  large = false,
}: {
  source?: string;
  label?: string;
  sortable?: boolean;
  large?: boolean;
}) {
  const photo = useRecordContext<PictureImage & { id: string }>();
  if (!photo) return null;
  const [width, height] = large ? [320, 240] : [96, 64];
  return (
    <Picture
      image={photo}
      sizes={`${width}px`}
      fit={large ? 'contain' : 'cover'}
      width={width}
      height={height}
      style={
        large
          ? { display: 'block', maxWidth: '100%', width: 320, height: 'auto', objectFit: 'contain' }
          : { display: 'block', width: 96, height: 64, objectFit: 'cover' }
      }
    />
  );
}
