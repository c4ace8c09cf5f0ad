import { Button, Chip, Group, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import {
  getListVotableItemsQueryOptions,
  getListVoteReasonsQueryOptions,
  useVoteReserve,
} from '@/api/generated/rest/hooks/reserves/reserves';
import type { VotableItem, VotableItemListEnvelope, VoteReasonListEnvelope } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { QueryState, WarningNotice } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useVariant } from '../shared/variant-scope';
import { COMMENT_MAX, pairReasons, toggleReason, type AspectPair } from './vote-reasons';
import { notify } from '../shared/notify';

/** The poll modal (modules.md 2.5, 4): every reserve the user can still rate, each with its vote form. */
export function PollModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('reservation');
  const votable = useQuery({
    ...getListVotableItemsQueryOptions<VotableItemListEnvelope, ApiError>(),
    enabled: opened,
  });
  const reasons = useQuery({ ...getListVoteReasonsQueryOptions<VoteReasonListEnvelope, ApiError>(), enabled: opened });
  const pairs = pairReasons(reasons.data?.payload ?? []);
  const items = votable.data?.payload ?? [];

  return (
    <AppModal opened={opened} onClose={onClose} title={t('rating.title')} size="lg">
      <Stack gap="md" data-testid="poll-modal">
        <QueryState
          loading={votable.isPending}
          error={votable.isError}
          onRetry={() => void votable.refetch()}
          mih={120}
        />
        {votable.isSuccess && items.length === 0 && <WarningNotice>{t('errors.no-polls')}</WarningNotice>}
        {items.map((item) => (
          <VoteForm key={item.id} item={item} pairs={pairs} />
        ))}
      </Stack>
    </AppModal>
  );
}

function VoteForm({ item, pairs }: { item: VotableItem; pairs: readonly AspectPair[] }) {
  const { t } = useTranslation('reservation');
  // Modals render in a portal, outside the shell's module colours: the variant's colour is explicit.
  const variant = useVariant();
  const { digits, dayTitle } = useFormatters();
  const queryClient = useQueryClient();
  const [score, setScore] = useState(0);
  const [problemIds, setProblemIds] = useState<number[]>([]);
  const [comment, setComment] = useState('');
  const vote = useVoteReserve({
    mutation: {
      onSuccess: () => {
        notify(t('rating.success'));
        // The item leaves the list (modules.md 4): at once, then as the server says.
        const key = getListVotableItemsQueryOptions().queryKey;
        queryClient.setQueryData<VotableItemListEnvelope>(key, (data) =>
          data ? { ...data, payload: data.payload.filter((v) => v.id !== item.id) } : data,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      },
    },
  });

  const changeScore = (value: number) => {
    setScore(value);
    // modules.md 4: score 0 clears the reasons and the comment.
    if (value === 0) {
      setProblemIds([]);
      setComment('');
    }
  };

  const foods = (item.program.foods ?? []).map((f) => f.name).join('، ');
  const title = [item.program.mealType?.name, foods].filter(Boolean).join(' · ');
  const sideLabel = (side: 'positive' | 'negative') => t(side === 'positive' ? 'rating.positive' : 'rating.negative');

  return (
    <Paper withBorder radius="md" p="md" data-testid={`vote-${item.id}`} component="section" aria-label={title}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{title}</Text>
          <Text size="xs" c="dimmed">
            {[item.program.self?.name, item.program.date ? dayTitle(item.program.date) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Rating
            value={score}
            onChange={changeScore}
            size="lg"
            aria-label={t('rating.score')}
            getSymbolLabel={(value) => t('rating.stars', { n: digits(value) })}
            data-testid="vote-score"
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {digits(score)}
          </Text>
          {score > 0 && (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => changeScore(0)}>
              {t('rating.clearScore')}
            </Button>
          )}
        </Group>
        {score > 0 && (
          <>
            {pairs.length > 0 && (
              <Stack gap={6} role="group" aria-label={t('rating.reasons')}>
                <Text size="sm" fw={600}>
                  {t('rating.reasons')}
                </Text>
                {pairs.map((pair) => (
                  <Group key={pair.aspect} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm">{t(`rating.aspects.${pair.aspect}`)}</Text>
                    <Group gap={6} wrap="nowrap">
                      {(['positive', 'negative'] as const).map((side) => {
                        const id = pair[side];
                        if (id === null) return null;
                        return (
                          <Chip
                            key={side}
                            size="xs"
                            color={side === 'positive' ? 'green' : 'red'}
                            checked={problemIds.includes(id)}
                            onChange={() => setProblemIds((current) => toggleReason(current, id, pairs))}
                            icon={side === 'positive' ? <IconThumbUp size={12} /> : <IconThumbDown size={12} />}
                            aria-label={t('rating.reasonLabel', {
                              aspect: t(`rating.aspects.${pair.aspect}`),
                              side: sideLabel(side),
                            })}
                            data-testid={`reason-${id}`}
                          >
                            {sideLabel(side)}
                          </Chip>
                        );
                      })}
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
            <Textarea
              label={t('rating.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value.slice(0, COMMENT_MAX))}
              maxLength={COMMENT_MAX}
              rows={3}
              description={t('rating.counter', { n: digits(comment.length), max: digits(COMMENT_MAX) })}
              data-testid="vote-comment"
            />
          </>
        )}
        <Group justify="flex-end">
          <Button
            color={variant.color}
            onClick={() =>
              vote.mutate({ id: item.id, data: { score, description: comment.trim() || undefined, problemIds } })
            }
            disabled={score === 0}
            loading={vote.isPending}
            data-testid={`vote-submit-${item.id}`}
          >
            {t('rating.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
