// The general picture of a car (docs/product-rules.md §3): one drawing per model, a Model Y in its colour.
import { carImagePath, type CarColor, type CarModel } from '@/lib/cars';
import { t } from '@/lib/i18n-member';

export function CarPicture({
  model,
  color,
  className,
  decorative = false,
}: {
  model: CarModel;
  color?: CarColor | null;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <img
      className={['car-picture', className].filter(Boolean).join(' ')}
      src={carImagePath(model, color)}
      alt={
        decorative
          ? ''
          : color
            ? t('member.cars.picture_alt_color', { model, color })
            : t('member.cars.picture_alt', { model })
      }
      width={480}
      height={190}
      loading="lazy"
    />
  );
}
