import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { MessageLog } from '../../../components/console/message-log.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { RecordSection } from '../../../components/console/record/record-section.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { requestKeys } from '../api/request-keys.ts';
import { listRequestMessages, resendMessage } from '../api/requests-api.ts';

/** Every message the request's customer was sent, with "send again" (decision 043). */
export function RequestMessages({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const key = requestKeys.messages(reference);
  const messages = useQuery({ queryKey: key, queryFn: () => listRequestMessages(reference) });
  return (
    <RecordSection title={t('notifications.log.title')}>
      {messages.isPending ? (
        <SkeletonRows rows={2} />
      ) : messages.isError ? (
        <ErrorBox messageKey={errorKey(messages.error)} onRetry={() => void messages.refetch()} />
      ) : (
        <MessageLog
          items={messages.data.items}
          onResend={async (id) => {
            try {
              await resendMessage(id);
              toast.ok('notifications.log.resentToast');
            } catch (error) {
              toast.fail(error);
            }
            await queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      )}
    </RecordSection>
  );
}
