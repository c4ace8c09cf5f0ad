import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/config/config-context';
import { useFormatMoney } from '@/ui/use-format-money';
import { WalletCard } from '@/ui/wallet-card';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function WalletSection() {
  const { t } = useCatalogueText();
  const { t: tCommon } = useTranslation();
  const format = useFormatMoney();
  const config = useConfig();
  return (
    <Section title={t('sections.wallet')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={760}>
        <WalletCard
          hint={t('walletCash')}
          value={format(12_500_000, { withUnit: false })}
          valuePostfix={config.ui.hideTomansLabel ? undefined : tCommon('units.tomans')}
          cardNumber="6037991234567890"
          owner={t('walletOwner')}
        />
        <WalletCard
          hint={t('walletSubsidy')}
          value={format(3_200_000, { withUnit: false })}
          valuePostfix={config.ui.hideTomansLabel ? undefined : tCommon('units.tomans')}
          owner={t('walletOwner')}
          color="navy"
        />
      </SimpleGrid>
    </Section>
  );
}
