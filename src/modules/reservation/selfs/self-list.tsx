import type { Self } from '@/api/generated/rest/model';
import { useTranslation } from 'react-i18next';
import { CardSelector } from '@/ui/card-selector';
import { isFreeRestaurant } from '../program-model';
import { useVariant } from '../shared/variant-scope';
import { VARIANT_ICONS } from '../shared/variant-illustration';

export interface SelfListProps {
  selfs: readonly Self[];
  selectedId: number | null;
  onSelect: (self: Self) => void;
}

/** The variant's selfs as cards keeping one selected (radio group semantics). */
export function SelfList({ selfs, selectedId, onSelect }: SelfListProps) {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const Icon = VARIANT_ICONS[variant.key];
  const index = selfs.findIndex((s) => s.id === selectedId);
  return (
    <CardSelector
      label={t(variant.text('selfList'))}
      options={selfs.map((self) => ({
        title: self.name ?? t('selfs.unnamed', { id: self.id }),
        icon: <Icon size={20} />,
        description:
          [
            self.id === selectedId ? t('selfs.current') : null,
            isFreeRestaurant(self) ? t('selfs.freeRestaurant') : null,
          ]
            .filter(Boolean)
            .join(' · ') || undefined,
      }))}
      value={index >= 0 ? index : null}
      onChange={(i) => {
        const self = selfs[i];
        if (self) onSelect(self);
      }}
      cols={{ base: 1, xs: 2, md: 3 }}
      data-testid="self-list"
    />
  );
}
