import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Code,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowBack,
  IconFilter,
  IconHelpCircle,
  IconMoon,
  IconSoup,
  IconSun,
  IconSunrise,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigProvider, useConfig } from '@/config/config-context';
import { LANGUAGES } from '@/i18n/languages';
import { addDays, type DateSelection } from '@/lib/jalali';
import { AddInput } from '@/ui/add-input';
import { AppModal } from '@/ui/app-modal';
import { CalendarSystemProvider } from '@/ui/calendar-system-context';
import type { CalendarSystem } from '@/ui/calendar-model';
import { CardSelector } from '@/ui/card-selector';
import { DatePicker } from '@/ui/date-picker';
import { DatePickerInput } from '@/ui/date-picker-input';
import type { DateRangeSelection } from '@/ui/date-range-picker';
import { DateRangePickerInput } from '@/ui/date-range-picker-input';
import { FileUploadInput } from '@/ui/file-upload-input';
import { FullPageError } from '@/ui/full-page-error';
import { InfiniteList } from '@/ui/infinite-list';
import { ListTable } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { Money } from '@/ui/money';
import { NumericInput } from '@/ui/numeric-input';
import { PageContainer } from '@/ui/page-container';
import { Pager } from '@/ui/pager';
import { PriceChipSlider, type PriceSelection } from '@/ui/price-chip-slider';
import { QrCode } from '@/ui/qr-code';
import { SlideCarousel } from '@/ui/slide-carousel';
import { TabSwitchGroup } from '@/ui/tab-switch-group';
import { useLanguage } from '@/ui/use-language';
import { useFormatMoney } from '@/ui/use-format-money';
import { WalletCard } from '@/ui/wallet-card';
import { WeekSelector } from '@/ui/week-selector';
import type { WeekRange } from '@/ui/week-range';
import { localizeDigits } from '@/lib/digits';
import { PublicLayout } from './public-layout';

/*
 * /__catalogue: every shared widget of src/ui with live state, in the language chosen in the header.
 * Mounted only in mock-mode builds (routes.tsx), so production bundles never contain it.
 */

/*
 * The catalogue's own texts. They live here, not in src/i18n/locales, so that production bundles
 * (which drop this page) carry none of them; the page registers them as the i18next namespace
 * `catalogue` when it mounts, so they still go through i18next like every other string.
 */
const CATALOGUE_TEXT = {
  fa: {
    title: 'کاتالوگ اجزای رابط کاربری',
    description: 'همه اجزای مشترک سامانه با وضعیت زنده؛ زبان را عوض کنید تا نمای راست‌به‌چپ و چپ‌به‌راست را ببینید.',
    state: 'وضعیت',
    none: 'هیچ',
    sections: {
      calendar: 'تقویم و انتخاب تاریخ',
      week: 'انتخاب هفته',
      page: 'قاب صفحه',
      feedback: 'بارگذاری و خطا',
      pager: 'صفحه‌شمار',
      cards: 'انتخاب کارت',
      tabs: 'گروه زبانه‌ها',
      modal: 'پنجره',
      table: 'جدول فهرست',
      carousel: 'اسلایدر',
      inputs: 'ورودی‌ها',
      wallet: 'کارت کیف پول',
      price: 'انتخاب مبلغ',
      money: 'نمایش مبلغ',
      file: 'بارگذاری فایل',
      qr: 'کد QR',
      list: 'فهرست بی‌پایان',
    },
    datePicker: 'تاریخ',
    datePickerPlaceholder: 'یک روز انتخاب کنید',
    rangePicker: 'بازه تاریخ',
    rangePickerPlaceholder: 'از تاریخ … تا تاریخ',
    minMaxHint: 'فقط از ۳۰ روز پیش تا ۶۰ روز بعد؛ جمعه‌ها غیرفعال',
    inlineCalendar: 'تقویم درون‌خطی',
    pageTitle: 'گزارش فعالیت‌ها',
    pageBody: 'محتوای صفحه اینجا قرار می‌گیرد.',
    back: 'بازگشت',
    filter: 'فیلتر',
    help: 'راهنما',
    loadingFailed: 'نمایش خطا',
    loadingOk: 'در حال بارگذاری',
    retried: 'تلاش دوباره: {{count}}',
    errorTitle: 'صفحه خطا',
    pagerContent: 'محتوای صفحه {{page}}',
    cardsLabel: 'نوع وعده',
    meals: {
      breakfast: 'صبحانه',
      lunch: 'ناهار',
      dinner: 'شام',
    },
    mealHints: {
      breakfast: '۶:۳۰ تا ۹',
      lunch: '۱۱:۳۰ تا ۱۴',
      dinner: '۱۸:۳۰ تا ۲۱',
    },
    tabs: {
      charge: 'افزایش اعتبار',
      transfer: 'انتقال اعتبار',
      history: 'تراکنش‌ها',
    },
    tabContent: 'محتوای زبانه «{{tab}}»',
    openModal: 'باز کردن پنجره',
    modalTitle: 'جزئیات رزرو',
    modalBody: 'این پنجره حداکثر ۹۰٪ عرض صفحه را می‌گیرد و بدنه آن با ارتفاع بیش از ۷۰٪ صفحه پیمایش می‌شود.',
    modalLine: 'ردیف {{n}}',
    columns: {
      id: 'شناسه',
      date: 'تاریخ',
      self: 'سلف',
      meal: 'وعده',
      food: 'غذا',
      amount: 'مبلغ',
      status: 'وضعیت',
    },
    rows: {
      self: 'سلف مرکزی',
      food: 'چلو کباب کوبیده',
      status: 'رزرو شده',
    },
    slide: 'اسلاید {{n}}',
    addLabel: 'شماره دانشجویی هم‌گروهی',
    addPlaceholder: 'شماره دانشجویی را وارد کنید',
    added: 'افزوده‌شده‌ها',
    numericLabel: 'رمز دوم (CVV2)',
    numericDescription: 'فقط رقم؛ رقم‌های فارسی و عربی هم پذیرفته می‌شوند',
    walletCash: 'اعتبار نقدی',
    walletSubsidy: 'اعتبار یارانه‌ای',
    walletOwner: 'زهرا محمدی',
    moneyLabel: 'با واحد',
    moneyHidden: 'بدون واحد (hideTomansLabel)',
    fileLabel: 'پیوست درخواست',
    qrValue: 'کد فراموشی کارت',
    listItem: 'مورد شماره {{n}}',
    chosen: 'انتخاب‌شده',
    paginate: 'صفحه‌بندی',
  },
  en: {
    title: 'UI widget catalogue',
    description: 'Every shared widget with live state; switch the language to see the right-to-left and left-to-right layouts.',
    state: 'State',
    none: 'none',
    sections: {
      calendar: 'Calendar and date pickers',
      week: 'Week selector',
      page: 'Page container',
      feedback: 'Loading and errors',
      pager: 'Pager',
      cards: 'Card selector',
      tabs: 'Tabbed switch group',
      modal: 'Modal',
      table: 'List table',
      carousel: 'Carousel',
      inputs: 'Inputs',
      wallet: 'Wallet card',
      price: 'Amount chooser',
      money: 'Money display',
      file: 'File upload',
      qr: 'QR code',
      list: 'Infinite list',
    },
    datePicker: 'Date',
    datePickerPlaceholder: 'Pick a day',
    rangePicker: 'Date range',
    rangePickerPlaceholder: 'From … to',
    minMaxHint: 'Only from 30 days ago to 60 days ahead; Fridays disabled',
    inlineCalendar: 'Inline calendar',
    pageTitle: 'Activity report',
    pageBody: 'The page content goes here.',
    back: 'Back',
    filter: 'Filter',
    help: 'Help',
    loadingFailed: 'Show failure',
    loadingOk: 'Loading',
    retried: 'Retries: {{count}}',
    errorTitle: 'Error screen',
    pagerContent: 'Content of page {{page}}',
    cardsLabel: 'Meal',
    meals: {
      breakfast: 'Breakfast',
      lunch: 'Lunch',
      dinner: 'Dinner',
    },
    mealHints: {
      breakfast: '6:30 to 9',
      lunch: '11:30 to 14',
      dinner: '18:30 to 21',
    },
    tabs: {
      charge: 'Charge credit',
      transfer: 'Transfer credit',
      history: 'Transactions',
    },
    tabContent: 'Content of the “{{tab}}” tab',
    openModal: 'Open modal',
    modalTitle: 'Reservation details',
    modalBody: 'This dialog is at most 90% of the viewport wide and its body scrolls once it is taller than 70% of the viewport.',
    modalLine: 'Line {{n}}',
    columns: {
      id: 'ID',
      date: 'Date',
      self: 'Dining hall',
      meal: 'Meal',
      food: 'Food',
      amount: 'Amount',
      status: 'Status',
    },
    rows: {
      self: 'Central dining hall',
      food: 'Chelo kabab koobideh',
      status: 'Reserved',
    },
    slide: 'Slide {{n}}',
    addLabel: 'Teammate\'s student number',
    addPlaceholder: 'Enter a student number',
    added: 'Added',
    numericLabel: 'Second password (CVV2)',
    numericDescription: 'Digits only; Persian and Arabic digits are accepted too',
    walletCash: 'Cash credit',
    walletSubsidy: 'Subsidy credit',
    walletOwner: 'Zahra Mohammadi',
    moneyLabel: 'With unit',
    moneyHidden: 'Without unit (hideTomansLabel)',
    fileLabel: 'Request attachment',
    qrValue: 'Forgotten-card code',
    listItem: 'Item number {{n}}',
    chosen: 'Chosen',
    paginate: 'Pagination',
  },
  ar: {
    title: 'دليل مكوّنات الواجهة',
    description: 'جميع المكوّنات المشتركة بحالة حيّة؛ غيّر اللغة لترى التخطيط من اليمين إلى اليسار ومن اليسار إلى اليمين.',
    state: 'الحالة',
    none: 'لا شيء',
    sections: {
      calendar: 'التقويم واختيار التاريخ',
      week: 'اختيار الأسبوع',
      page: 'إطار الصفحة',
      feedback: 'التحميل والأخطاء',
      pager: 'مُرقّم الصفحات',
      cards: 'اختيار البطاقة',
      tabs: 'مجموعة التبويبات',
      modal: 'نافذة منبثقة',
      table: 'جدول القائمة',
      carousel: 'شرائح العرض',
      inputs: 'حقول الإدخال',
      wallet: 'بطاقة المحفظة',
      price: 'اختيار المبلغ',
      money: 'عرض المبلغ',
      file: 'رفع ملف',
      qr: 'رمز QR',
      list: 'قائمة لا نهائية',
    },
    datePicker: 'التاريخ',
    datePickerPlaceholder: 'اختر يوماً',
    rangePicker: 'نطاق التاريخ',
    rangePickerPlaceholder: 'من … إلى',
    minMaxHint: 'فقط من قبل ٣٠ يوماً إلى بعد ٦٠ يوماً؛ أيام الجمعة معطّلة',
    inlineCalendar: 'تقويم مضمَّن',
    pageTitle: 'تقرير النشاط',
    pageBody: 'يوضع محتوى الصفحة هنا.',
    back: 'رجوع',
    filter: 'تصفية',
    help: 'مساعدة',
    loadingFailed: 'عرض الخطأ',
    loadingOk: 'جارٍ التحميل',
    retried: 'مرات إعادة المحاولة: {{count}}',
    errorTitle: 'شاشة الخطأ',
    pagerContent: 'محتوى الصفحة {{page}}',
    cardsLabel: 'الوجبة',
    meals: {
      breakfast: 'الفطور',
      lunch: 'الغداء',
      dinner: 'العشاء',
    },
    mealHints: {
      breakfast: 'من ٦:٣٠ إلى ٩',
      lunch: 'من ١١:٣٠ إلى ١٤',
      dinner: 'من ١٨:٣٠ إلى ٢١',
    },
    tabs: {
      charge: 'شحن الرصيد',
      transfer: 'تحويل الرصيد',
      history: 'المعاملات',
    },
    tabContent: 'محتوى تبويب «{{tab}}»',
    openModal: 'فتح النافذة',
    modalTitle: 'تفاصيل الحجز',
    modalBody: 'لا يتجاوز عرض هذه النافذة ٩٠٪ من الشاشة، ويُمرَّر محتواها إذا تجاوز ارتفاعه ٧٠٪ من الشاشة.',
    modalLine: 'السطر {{n}}',
    columns: {
      id: 'المعرّف',
      date: 'التاريخ',
      self: 'المطعم',
      meal: 'الوجبة',
      food: 'الطعام',
      amount: 'المبلغ',
      status: 'الحالة',
    },
    rows: {
      self: 'المطعم المركزي',
      food: 'چلو كباب كوبيده',
      status: 'محجوز',
    },
    slide: 'الشريحة {{n}}',
    addLabel: 'الرقم الجامعي لزميل المجموعة',
    addPlaceholder: 'أدخل الرقم الجامعي',
    added: 'المُضاف',
    numericLabel: 'كلمة المرور الثانية (CVV2)',
    numericDescription: 'أرقام فقط؛ تُقبل الأرقام الفارسية والعربية أيضاً',
    walletCash: 'الرصيد النقدي',
    walletSubsidy: 'رصيد الدعم',
    walletOwner: 'زهراء محمدي',
    moneyLabel: 'مع الوحدة',
    moneyHidden: 'بدون الوحدة (hideTomansLabel)',
    fileLabel: 'مرفق الطلب',
    qrValue: 'رمز نسيان البطاقة',
    listItem: 'العنصر رقم {{n}}',
    chosen: 'المختار',
    paginate: 'ترقيم الصفحات',
  },
} as const;

type Leaves<T, P extends string = ''> = T extends string
  ? P
  : { [K in keyof T & string]: Leaves<T[K], P extends '' ? K : `${P}.${K}`> }[keyof T & string];
type CatalogueKey = Leaves<(typeof CATALOGUE_TEXT)['fa']>;
const CATALOGUE_NS = 'catalogue';

/** `t` for the catalogue's texts (an i18next namespace registered on first use). */
function useCatalogueText() {
  const { i18n } = useTranslation();
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, CATALOGUE_NS)) i18n.addResourceBundle(lng, CATALOGUE_NS, CATALOGUE_TEXT[lng]);
  }
  // Outside the typed namespaces of src/i18n/i18next.d.ts on purpose (see above); typed here instead.
  const t = i18n.getFixedT(i18n.language, CATALOGUE_NS as never) as unknown as (
    key: CatalogueKey,
    options?: Record<string, unknown>,
  ) => string;
  return { t };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" data-testid={testId}>
      <Title order={2} size="h4" mb="lg" c="darkTeal.9">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function State({ value }: { value: unknown }) {
  const { t } = useCatalogueText();
  return (
    <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" fw={500} style={{ flex: 'none' }}>
        {t('state')}:
      </Text>
      <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="state">
        {value === null || value === undefined ? t('none') : JSON.stringify(value)}
      </Code>
    </Group>
  );
}

function CalendarSection() {
  const { t } = useCatalogueText();
  const { t: tc } = useTranslation('calendar');
  const lng = useLanguage();
  const [system, setSystem] = useState<CalendarSystem>('jalali');
  const [date, setDate] = useState<DateSelection | null>(null);
  const [range, setRange] = useState<DateRangeSelection>([null, null]);
  const [limited, setLimited] = useState<DateSelection | null>(null);
  const [inline, setInline] = useState<DateSelection | null>(null);
  const today = new Date();
  return (
    <Section title={t('sections.calendar')} testId="calendar-section">
      <CalendarSystemProvider value={system}>
        <Group mb="lg" gap="sm">
          <Text size="sm" fw={500}>
            {tc('system.label')}
          </Text>
          <SegmentedControl
            size="xs"
            value={lng === 'fa' ? 'jalali' : system}
            disabled={lng === 'fa'}
            onChange={(v) => setSystem(v as CalendarSystem)}
            data={[
              { value: 'jalali', label: tc('system.jalali') },
              { value: 'gregorian', label: tc('system.gregorian') },
            ]}
            data-testid="calendar-system"
          />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="lg">
            <div>
              <DatePickerInput
                label={t('datePicker')}
                placeholder={t('datePickerPlaceholder')}
                clearable
                onChange={setDate}
                data-testid="date-picker"
              />
              <State value={date} />
            </div>
            <div>
              <DateRangePickerInput
                label={t('rangePicker')}
                placeholder={t('rangePickerPlaceholder')}
                clearable
                onChange={setRange}
                data-testid="range-picker"
              />
              <State value={range[0] || range[1] ? range.map((d) => d?.jalali ?? null) : null} />
            </div>
            <div>
              <DatePickerInput
                label={t('datePicker')}
                description={t('minMaxHint')}
                placeholder={t('datePickerPlaceholder')}
                minDate={addDays(today, -30)}
                maxDate={addDays(today, 60)}
                excludeDate={(d) => new Date(`${d.isoDate}T12:00:00`).getDay() === 5}
                onChange={setLimited}
              />
              <State value={limited?.jalali} />
            </div>
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="sm" fw={500}>
              {t('inlineCalendar')}
            </Text>
            <Paper withBorder radius="md" p="sm">
              <DatePicker onChange={setInline} />
            </Paper>
            <State value={inline ? `${inline.jalali} · ${inline.isoDate}` : null} />
          </Stack>
        </SimpleGrid>
      </CalendarSystemProvider>
    </Section>
  );
}

function WeekSection() {
  const { t } = useCatalogueText();
  const [week, setWeek] = useState<WeekRange | null>(null);
  return (
    <Section title={t('sections.week')}>
      <WeekSelector onChange={(_, w) => setWeek(w)} data-testid="week-selector" />
      <State value={week ? { index: week.index, start: week.start.jalali, end: week.end.jalali } : null} />
    </Section>
  );
}

function PageSection() {
  const { t } = useCatalogueText();
  return (
    <Section title={t('sections.page')}>
      <Box bg="var(--mantine-color-gray-0)" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <PageContainer
          title={t('pageTitle')}
          sideButton={
            <ActionIcon variant="subtle" size="lg" aria-label={t('back')}>
              <IconArrowBack size={20} style={{ transform: 'scaleX(var(--mantine-direction-scale, 1))' }} />
            </ActionIcon>
          }
          centerButton={
            <Button variant="light" size="xs" leftSection={<IconFilter size={14} />}>
              {t('filter')}
            </Button>
          }
          leftButton={
            <ActionIcon variant="subtle" size="lg" aria-label={t('help')}>
              <IconHelpCircle size={20} />
            </ActionIcon>
          }
        >
          <Text c="dimmed">{t('pageBody')}</Text>
        </PageContainer>
      </Box>
    </Section>
  );
}

function FeedbackSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [mode, setMode] = useState<'loading' | 'failed'>('loading');
  const [retries, setRetries] = useState(0);
  return (
    <Section title={t('sections.feedback')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'loading' | 'failed')}
            data={[
              { value: 'loading', label: t('loadingOk') },
              { value: 'failed', label: t('loadingFailed') },
            ]}
          />
          <Paper withBorder radius="md">
            <LoadingIndicator failed={mode === 'failed'} onRetry={() => setRetries((n) => n + 1)} />
          </Paper>
          <Text size="xs" c="dimmed">
            {t('retried', { count: localizeDigits(retries, lng) })}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('errorTitle')}
          </Text>
          <Paper withBorder radius="md">
            <FullPageError mih={240} onRetry={() => setRetries((n) => n + 1)} />
          </Paper>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

const PAGER_COLORS = ['darkTeal', 'navy', 'grape', 'brown'];

function PagerSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [page, setPage] = useState(1);
  return (
    <Section title={t('sections.pager')}>
      <Pager page={page} total={PAGER_COLORS.length} onChange={setPage} data-testid="pager">
        <Paper radius="md" h={120} bg={`${PAGER_COLORS[page - 1]}.0`} withBorder>
          <Stack h="100%" justify="center" align="center">
            <Text fw={600} c={`${PAGER_COLORS[page - 1]}.9`}>
              {t('pagerContent', { page: localizeDigits(page, lng) })}
            </Text>
          </Stack>
        </Paper>
      </Pager>
    </Section>
  );
}

function CardsSection() {
  const { t } = useCatalogueText();
  const [meal, setMeal] = useState<number | null>(1);
  const meals = [
    { key: 'breakfast', icon: <IconSunrise size={20} /> },
    { key: 'lunch', icon: <IconSun size={20} /> },
    { key: 'dinner', icon: <IconMoon size={20} /> },
  ] as const;
  return (
    <Section title={t('sections.cards')}>
      <CardSelector
        label={t('cardsLabel')}
        value={meal}
        onChange={setMeal}
        options={meals.map((m) => ({
          title: t(`meals.${m.key}`),
          description: t(`mealHints.${m.key}`),
          icon: m.icon,
        }))}
        data-testid="card-selector"
      />
      <State value={meal} />
    </Section>
  );
}

function TabsSection() {
  const { t } = useCatalogueText();
  const [tab, setTab] = useState<'charge' | 'transfer' | 'history'>('charge');
  const tabs = (['charge', 'transfer', 'history'] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    content: (
      <Text c="dimmed" size="sm">
        {t('tabContent', { tab: t(`tabs.${key}`) })}
      </Text>
    ),
  }));
  return (
    <Section title={t('sections.tabs')}>
      <TabSwitchGroup tabs={tabs} value={tab} onChange={setTab} label={t('sections.tabs')} />
      <State value={tab} />
    </Section>
  );
}

function ModalSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [opened, setOpened] = useState(false);
  return (
    <Section title={t('sections.modal')}>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('openModal')}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('modalTitle')}>
        <Text mb="md">{t('modalBody')}</Text>
        <Stack gap="xs">
          {Array.from({ length: 30 }, (_, i) => (
            <Paper key={i} withBorder p="xs" radius="sm">
              {t('modalLine', { n: localizeDigits(i + 1, lng) })}
            </Paper>
          ))}
        </Stack>
      </AppModal>
    </Section>
  );
}

interface DemoRow {
  id: number;
  date: string;
  meal: string;
  amount: number;
}

function TableSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [paged, setPaged] = useState(true);
  const meals = ['breakfast', 'lunch', 'dinner'] as const;
  const rows: DemoRow[] = Array.from({ length: 23 }, (_, i) => ({
    id: 1001 + i,
    date: `1403/02/${String((i % 28) + 1).padStart(2, '0')}`,
    meal: meals[i % 3]!,
    amount: 450_000 + i * 25_000,
  }));
  return (
    <Section title={t('sections.table')}>
      <Switch checked={paged} onChange={(e) => setPaged(e.currentTarget.checked)} label={t('paginate')} mb="md" />
      <ListTable<DemoRow>
        rows={rows}
        rowKey={(r) => r.id}
        pagination={paged ? { pageSize: 5 } : undefined}
        columns={[
          { key: 'id', title: t('columns.id'), width: 90 },
          { key: 'date', title: t('columns.date'), render: (r) => <span dir="ltr">{localizeDigits(r.date, lng)}</span> },
          { key: 'self', title: t('columns.self'), render: () => t('rows.self') },
          { key: 'meal', title: t('columns.meal'), render: (r) => t(`meals.${r.meal as (typeof meals)[number]}`) },
          { key: 'food', title: t('columns.food'), render: () => t('rows.food') },
          { key: 'amount', title: t('columns.amount'), render: (r) => <Money rials={r.amount} /> },
          {
            key: 'status',
            title: t('columns.status'),
            render: () => (
              <Badge variant="light" radius="sm">
                {t('rows.status')}
              </Badge>
            ),
          },
        ]}
      />
    </Section>
  );
}

const SLIDE_COLORS = ['darkTeal', 'navy', 'grape', 'brown', 'gold'];

function CarouselSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  return (
    <Section title={t('sections.carousel')}>
      <SlideCarousel
        label={t('sections.carousel')}
        slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
        slides={SLIDE_COLORS.map((color, i) => (
          <Paper key={color} radius="md" h={140} bg={`${color}.1`} withBorder>
            <Stack h="100%" justify="center" align="center">
              <Text fw={700} c={`${color}.9`}>
                {t('slide', { n: localizeDigits(i + 1, lng) })}
              </Text>
            </Stack>
          </Paper>
        ))}
      />
    </Section>
  );
}

function InputsSection() {
  const { t } = useCatalogueText();
  const [added, setAdded] = useState<string[]>([]);
  const [digits, setDigits] = useState('');
  return (
    <Section title={t('sections.inputs')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <AddInput
            label={t('addLabel')}
            placeholder={t('addPlaceholder')}
            onSubmit={(text) => new Promise<void>((resolve) => setTimeout(() => {
              setAdded((list) => [...list, text]);
              resolve();
            }, 500))}
            data-testid="add-input"
          />
          <Group gap={6} mt="sm">
            <Text size="xs" c="dimmed">
              {t('added')}:
            </Text>
            {added.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('none')}
              </Text>
            ) : (
              added.map((item, i) => (
                <Badge key={i} variant="light" radius="sm">
                  {item}
                </Badge>
              ))
            )}
          </Group>
        </div>
        <div>
          <NumericInput
            label={t('numericLabel')}
            description={t('numericDescription')}
            value={digits}
            onChange={setDigits}
            maxLength={8}
            data-testid="numeric-input"
          />
          <State value={digits || null} />
        </div>
      </SimpleGrid>
    </Section>
  );
}

function WalletSection() {
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

function MoneySection() {
  const { t } = useCatalogueText();
  const config = useConfig();
  const hidden = { ...config, ui: { ...config.ui, hideTomansLabel: true } };
  return (
    <Section title={t('sections.money')}>
      <Stack gap="xs">
        <Group gap="sm">
          <Text size="sm" c="dimmed" w={220}>
            {t('moneyLabel')}
          </Text>
          <Money rials={1_234_567} fw={700} fz="lg" data-testid="money" />
        </Group>
        <Group gap="sm">
          <Text size="sm" c="dimmed" w={220}>
            {t('moneyHidden')}
          </Text>
          <ConfigProvider value={hidden}>
            <Money rials={1_234_567} fw={700} fz="lg" />
          </ConfigProvider>
        </Group>
      </Stack>
    </Section>
  );
}

function PriceSection() {
  const { t } = useCatalogueText();
  const [price, setPrice] = useState<PriceSelection | null>(null);
  return (
    <Section title={t('sections.price')}>
      <Box maw={520}>
        <PriceChipSlider options={[200_000, 500_000, 1_000_000, 2_000_000, 5_000_000]} onChange={setPrice} data-testid="price-slider" />
      </Box>
      <State value={price} />
    </Section>
  );
}

function FileSection() {
  const { t } = useCatalogueText();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Section title={t('sections.file')}>
      <Box maw={420}>
        <FileUploadInput label={t('fileLabel')} onChange={setFile} data-testid="file-input" />
      </Box>
      <State value={file ? { name: file.name, size: file.size, type: file.type } : null} />
    </Section>
  );
}

function QrSection() {
  const { t } = useCatalogueText();
  return (
    <Section title={t('sections.qr')}>
      <Group gap="lg" align="center">
        <QrCode value="FC-5827-1403" label={`${t('qrValue')}: FC-5827-1403`} />
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('qrValue')}
          </Text>
          <Text fw={700} dir="ltr" ta="start" ff="monospace">
            FC-5827-1403
          </Text>
        </Stack>
      </Group>
    </Section>
  );
}

function ListSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [count, setCount] = useState(4);
  const [loading, setLoading] = useState(false);
  const items = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <Section title={t('sections.list')}>
      <Box maw={520} mah={320} style={{ overflowY: 'auto' }} p={4}>
        <InfiniteList
          items={items}
          itemKey={(i) => i}
          hasMore={count < 16}
          loading={loading}
          onLoadMore={() => {
            setLoading(true);
            setTimeout(() => {
              setCount((c) => c + 4);
              setLoading(false);
            }, 600);
          }}
          renderItem={(i) => (
            <Paper withBorder p="sm" radius="md">
              <Group gap="sm">
                <IconSoup size={18} color="var(--mantine-color-darkTeal-7)" aria-hidden />
                <Text size="sm">{t('listItem', { n: localizeDigits(i, lng) })}</Text>
              </Group>
            </Paper>
          )}
        />
      </Box>
    </Section>
  );
}

export function CataloguePage() {
  const { t } = useCatalogueText();
  return (
    <PublicLayout>
      <Stack gap="lg" py="xl" data-testid="catalogue">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('description')}
          </Text>
        </div>
        <CalendarSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <WeekSection />
          <PagerSection />
        </SimpleGrid>
        <PageSection />
        <FeedbackSection />
        <CardsSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TabsSection />
          <ModalSection />
        </SimpleGrid>
        <TableSection />
        <CarouselSection />
        <InputsSection />
        <WalletSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PriceSection />
          <MoneySection />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FileSection />
          <QrSection />
        </SimpleGrid>
        <ListSection />
      </Stack>
    </PublicLayout>
  );
}

export default CataloguePage;
