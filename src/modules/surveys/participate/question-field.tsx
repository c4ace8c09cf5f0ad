import { Checkbox, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswer, SurveyQuestion } from '@/api/generated/rest/model';
import type { AnswerProblem } from '@/lib/survey-rules';
import { DatePickerInput } from '@/ui/date-picker-input';
import { NumericInput } from '@/ui/numeric-input';
import { useSurveyFormat } from '../use-survey-format';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  index: number;
  answer: QuestionAnswer | undefined;
  onChange: (answer: QuestionAnswer) => void;
  problem: AnswerProblem | null;
  readOnly?: boolean;
}

/** One question in the input its type calls for (the contract's SurveyQuestionType). */
export function QuestionField({ question, index, answer, onChange, problem, readOnly = false }: QuestionFieldProps) {
  const { t } = useTranslation('surveys');
  const format = useSurveyFormat();
  const id = `question-${question.id}`;
  const label = `${format.digits(index + 1)}. ${question.title}`;
  const error = problem
    ? t(`problem.${problem}`, {
        max: format.digits(question.maxSelect ?? question.max ?? question.maxLength ?? 0),
        min: format.digits(question.minSelect ?? question.min ?? 0),
      })
    : undefined;
  const text = answer?.answer ?? '';
  const chosen = answer?.optionIds ?? [];
  const setText = (value: string) => onChange({ questionId: question.id, answer: value, optionIds: [] });
  const setOptions = (optionIds: number[]) => onChange({ questionId: question.id, answer: null, optionIds });
  const description = question.description ?? undefined;
  /** The free-text answer's field, one line or several. */
  const textProps = {
    id,
    label,
    description,
    withAsterisk: question.required,
    error,
    value: text,
    onChange: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
    maxLength: question.maxLength ?? undefined,
    readOnly,
  };

  switch (question.type) {
    case 'SINGLE_CHOICE':
      return (
        <Radio.Group
          id={id}
          label={label}
          description={description}
          withAsterisk={question.required}
          error={error}
          value={chosen[0] === undefined ? null : String(chosen[0])}
          onChange={(value) => setOptions([Number(value)])}
          readOnly={readOnly}
        >
          <Stack gap={6} mt={6}>
            {(question.options ?? []).map((option) => (
              <Radio
                key={option.id}
                value={String(option.id)}
                label={option.title}
                description={option.description ?? undefined}
                disabled={readOnly}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'MULTIPLE_CHOICE': {
      const max = question.maxSelect ?? null;
      const full = max !== null && chosen.length >= max;
      return (
        <Checkbox.Group
          id={id}
          label={label}
          description={
            <>
              {description}
              {max !== null && (
                <Text
                  component="span"
                  size="xs"
                  display="block"
                  data-testid={`vote-count-${question.id}`}
                  aria-live="polite"
                >
                  {t('question.chosenOf', { chosen: format.digits(chosen.length), max: format.digits(max) })}
                </Text>
              )}
            </>
          }
          withAsterisk={question.required}
          error={error}
          value={chosen.map(String)}
          onChange={(values) => setOptions(values.map(Number))}
          readOnly={readOnly}
        >
          <Stack gap={6} mt={6}>
            {(question.options ?? []).map((option) => {
              const checked = chosen.includes(option.id);
              return (
                <Checkbox
                  key={option.id}
                  value={String(option.id)}
                  label={option.title}
                  description={option.description ?? undefined}
                  // The vote limit: once `maxSelect` are chosen the others wait until one is unchecked.
                  disabled={readOnly || (full && !checked)}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      );
    }
    case 'SCALE': {
      const min = question.min ?? 1;
      const max = question.max ?? 5;
      const steps = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
      return (
        <Radio.Group
          id={id}
          label={label}
          description={description}
          withAsterisk={question.required}
          error={error}
          value={text || null}
          onChange={setText}
          readOnly={readOnly}
        >
          <Group gap="md" mt={6}>
            {steps.map((step) => (
              <Radio key={step} value={String(step)} label={format.digits(step)} disabled={readOnly} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'NUMBER':
      return (
        <NumericInput
          id={id}
          label={label}
          description={
            description ??
            (question.min != null && question.max != null
              ? t('question.range', { min: format.digits(question.min), max: format.digits(question.max) })
              : undefined)
          }
          withAsterisk={question.required}
          error={error}
          value={text}
          onChange={setText}
          readOnly={readOnly}
          maw={240}
        />
      );
    case 'DATE':
      return (
        <DatePickerInput
          label={label}
          description={description}
          required={question.required}
          error={error}
          value={text ? new Date(`${text}T00:00:00`) : null}
          onChange={(selection) => setText(selection?.isoDate ?? '')}
          disabled={readOnly}
          clearable={!readOnly}
          data-testid={id}
          w={240}
        />
      );
    case 'TEXTAREA':
      return <Textarea {...textProps} rows={4} />;
    case 'TEXT':
    default:
      return <TextInput {...textProps} />;
  }
}
