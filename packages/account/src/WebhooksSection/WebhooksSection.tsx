import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  HttpError,
  logClientError,
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  webhooksQueryOptions,
  type ApiClient,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookPayload,
} from '@shoppable/api-client';
import { MESSAGES, webhookSchema } from '@shoppable/domain';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  CopyButton,
  DataTable,
  Section,
  Skeleton,
  Tag,
  TextField,
  dateTimeFormat,
  showToast,
  type DataTableColumn,
} from '@shoppable/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxGroup, FieldError, Label, useLocale } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { useStrings } from '../intl';
import { MessageDialog, errorMessageKey } from '../MessageDialog';
import * as styles from './WebhooksSection.css';

type StringKey = Parameters<ReturnType<typeof useStrings>['format']>[0];
type EventType = WebhookPayload['events'][number];

/** Props of WebhooksSection. */
export interface WebhooksSectionProps {
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** The admin's business. */
  businessId: string;
}

/** The events an endpoint may subscribe to, in the order the form offers them, with their names. */
const eventKeys = {
  'order.created': 'webhooks.eventOrderCreated',
  'order.refunded': 'webhooks.eventOrderRefunded',
  'link.created': 'webhooks.eventLinkCreated',
  'link.updated': 'webhooks.eventLinkUpdated',
  'link.deleted': 'webhooks.eventLinkDeleted',
} as const satisfies Record<EventType, StringKey>;

const EVENTS = Object.keys(eventKeys) as EventType[];

const deliveryEventKeys = {
  ...eventKeys,
  'webhook.test': 'webhooks.eventTest',
} as const satisfies Record<WebhookDelivery['event'], StringKey>;

const deliveryStatus = {
  delivered: { key: 'webhooks.deliveryDelivered', tone: 'success' },
  pending: { key: 'webhooks.deliveryPending', tone: 'info' },
  failed: { key: 'webhooks.deliveryFailed', tone: 'critical' },
} as const satisfies Record<
  WebhookDelivery['status'],
  { key: StringKey; tone: 'success' | 'info' | 'critical' }
>;

/** How often the list is asked again while a delivery waits, so its outcome shows by itself. */
export const WEBHOOK_POLL_MS = 2000;

/** What the server's refusal of an address (its SSRF and scheme checks) reads as on the URL field. */
const REFUSED = 'refused';

/** The localized text of a domain validation message, or of the server's refusal. */
const messageKeys: Record<string, StringKey> = {
  [MESSAGES.required]: 'webhooks.errorRequired',
  [MESSAGES.webhookUrl]: 'webhooks.errorUrl',
  [MESSAGES.webhookUrlLength]: 'webhooks.errorUrlLength',
  [MESSAGES.webhookEvents]: 'webhooks.errorEvents',
  [REFUSED]: 'webhooks.errorRefused',
};

const hasPending = (endpoints: readonly WebhookEndpoint[] | undefined) =>
  endpoints?.some((e) => e.last_deliveries.some((d) => d.status === 'pending')) ?? false;

/**
 * The Webhooks section of the settings page (admins): the business's endpoints with their URL,
 * events, status (active, or failing once a delivery ran out of retries) and latest deliveries;
 * add an endpoint (URL and events), after which its signing secret shows once with a copy button;
 * send a test; remove one after a confirmation. While a delivery waits the list is asked again
 * every two seconds, so a test's outcome shows without a reload.
 */
export function WebhooksSection({ client, businessId }: WebhooksSectionProps) {
  const t = useStrings();
  const list = useQuery({
    ...webhooksQueryOptions(client, businessId),
    refetchInterval: (query) => (hasPending(query.state.data) ? WEBHOOK_POLL_MS : false),
  });
  const [isAdding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  return (
    <Section
      id="webhooks"
      title={t.format('webhooks.title')}
      description={t.format('webhooks.hint')}
      actions={
        isAdding || !list.data ? undefined : (
          <Button variant="secondary" onPress={() => setAdding(true)}>
            {t.format('webhooks.add')}
          </Button>
        )
      }
    >
      <div className={styles.body}>
        {created ? <SecretReveal created={created} onDone={() => setCreated(null)} /> : null}
        {isAdding ? (
          <AddEndpointForm
            client={client}
            businessId={businessId}
            onAdded={(endpoint) => {
              setCreated(endpoint);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : null}
        {list.isPending ? (
          <div role="status" className={styles.loading}>
            <span className={styles.visuallyHidden}>{t.format('webhooks.loading')}</span>
            <Skeleton shape="rect" blockSize={120} />
          </div>
        ) : list.isError ? (
          <div role="alert" className={styles.failure}>
            <p className={styles.text}>{t.format('webhooks.loadFailed')}</p>
            <Button
              variant="secondary"
              size="sm"
              isPending={list.isFetching}
              onPress={() => void list.refetch()}
            >
              {t.format('webhooks.retry')}
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          isAdding ? null : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t.format('webhooks.empty')}</p>
              <p className={styles.hint}>{t.format('webhooks.emptyHint')}</p>
            </div>
          )
        ) : (
          <ul className={styles.list} aria-label={t.format('webhooks.list')}>
            {list.data.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                client={client}
                businessId={businessId}
              />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** One endpoint: its address, status, events, latest deliveries, Send test and Remove. */
function EndpointItem({
  endpoint,
  client,
  businessId,
}: {
  endpoint: WebhookEndpoint;
  client: ApiClient;
  businessId: string;
}) {
  const t = useStrings();
  const { locale } = useLocale();
  const urlId = useId();
  const test = useTestWebhook(client, businessId);
  const remove = useDeleteWebhook(client, businessId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ title: StringKey; error: unknown } | null>(null);
  const failing = endpoint.status === 'failing';
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'event',
      header: t.format('webhooks.colEvent'),
      value: (d) => t.format(deliveryEventKeys[d.event]),
      allowsSorting: false,
    },
    {
      id: 'status',
      header: t.format('webhooks.colStatus'),
      value: (d) => d.status,
      cell: (d) => (
        <Tag tone={deliveryStatus[d.status].tone}>{t.format(deliveryStatus[d.status].key)}</Tag>
      ),
      allowsSorting: false,
    },
    {
      id: 'answer',
      header: t.format('webhooks.colAnswer'),
      value: (d) => d.response_status ?? 0,
      cell: (d) => (
        <span className={styles.answer}>
          <span>
            {d.response_status === null
              ? t.format('webhooks.noAnswer')
              : t.format('webhooks.httpStatus', { status: d.response_status })}
            {' · '}
            {d.attempts === 1
              ? t.format('webhooks.oneAttempt')
              : t.format('webhooks.attempts', { count: d.attempts })}
          </span>
          {d.last_error ? <span className={styles.error}>{d.last_error}</span> : null}
        </span>
      ),
      allowsSorting: false,
      width: '2fr',
    },
    {
      id: 'sent',
      header: t.format('webhooks.colSent'),
      value: (d) => d.created_at,
      cell: (d) => when.format(new Date(d.created_at)),
      allowsSorting: false,
    },
  ];
  return (
    <li className={styles.endpoint} aria-labelledby={urlId}>
      <div className={styles.endpointHeader}>
        <p id={urlId} className={styles.url} dir="ltr">
          {endpoint.url}
        </p>
        <Tag tone={failing ? 'critical' : 'success'}>
          {t.format(failing ? 'webhooks.statusFailing' : 'webhooks.statusActive')}
        </Tag>
      </div>
      {failing ? <p className={styles.warning}>{t.format('webhooks.failingHint')}</p> : null}
      <div className={styles.events}>
        <span className={styles.hint}>{t.format('webhooks.events')}</span>
        <ul className={styles.tags} aria-label={t.format('webhooks.events')}>
          {endpoint.events.map((event) => (
            <li key={event}>
              <Tag size="sm">{t.format(eventKeys[event])}</Tag>
            </li>
          ))}
        </ul>
      </div>
      <DataTable
        aria-label={t.format('webhooks.deliveries', { url: endpoint.url })}
        columns={columns}
        rows={endpoint.last_deliveries}
        getRowId={(d) => d.id}
        pageSize={5}
        emptyMessage={t.format('webhooks.noDeliveries')}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t.format('webhooks.sendTestTo', { url: endpoint.url })}
          isPending={test.isPending}
          onPress={() =>
            test.mutate(endpoint.id, {
              onSuccess: () => showToast(t.format('webhooks.testSent', { url: endpoint.url })),
              onError: (error) => {
                logClientError(`webhook test: ${(error as Error).message}`);
                setFailure({ title: 'webhooks.testFailed', error });
              },
            })
          }
        >
          {t.format('webhooks.sendTest')}
        </Button>
        <Button
          variant="tertiary"
          size="sm"
          aria-label={t.format('webhooks.removeEndpoint', { url: endpoint.url })}
          onPress={() => setConfirming(true)}
        >
          {t.format('webhooks.remove')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t.format('webhooks.removeTitle')}
        message={t.format('webhooks.removeMessage', { url: endpoint.url })}
        confirmLabel={t.format('webhooks.remove')}
        cancelLabel={t.format('webhooks.cancel')}
        onConfirm={() =>
          remove.mutateAsync(endpoint.id).then(
            () => showToast(t.format('webhooks.removed')),
            (error: unknown) => {
              logClientError(`webhook remove: ${(error as Error).message}`);
              setConfirming(false);
              setFailure({ title: 'webhooks.removeFailed', error });
            },
          )
        }
      />
      <MessageDialog
        isOpen={failure !== null}
        onClose={() => setFailure(null)}
        title={failure ? t.format(failure.title) : ''}
        message={t.format(errorMessageKey(failure?.error))}
      />
    </li>
  );
}

interface FormValues {
  url: string;
  events: string[];
}

/**
 * The add form: the address and the events. A refused address reads next to the URL field, the
 * endpoint limit above the buttons, any other failure in the §8 dialog; what was typed stays.
 */
function AddEndpointForm({
  client,
  businessId,
  onAdded,
  onCancel,
}: {
  client: ApiClient;
  businessId: string;
  onAdded: (created: CreatedWebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const t = useStrings();
  const titleId = useId();
  const create = useCreateWebhook(client, businessId);
  const [limitReached, setLimitReached] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: { url: '', events: [] },
    resolver: valibotResolver(webhookSchema) as never,
  });
  const messageOf = (message: string | undefined) =>
    message ? t.format(messageKeys[message] ?? 'webhooks.errorUrl') : undefined;
  const submit = handleSubmit(async (values) => {
    setLimitReached(false);
    try {
      onAdded(await create.mutateAsync({ url: values.url, events: values.events as EventType[] }));
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        setError('url', { type: 'server', message: REFUSED }, { shouldFocus: true });
      } else if (error instanceof HttpError && error.status === 409) {
        setLimitReached(true);
      } else {
        logClientError(`webhook create: ${(error as Error).message}`);
        setFailure(error);
      }
    }
  });
  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={styles.formTitle}>
        {t.format('webhooks.formTitle')}
      </h3>
      <Controller
        control={control}
        name="url"
        render={({ field, fieldState }) => (
          <TextField
            label={t.format('webhooks.url')}
            description={t.format('webhooks.urlHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={messageOf(fieldState.error?.message)}
            placeholder="https://"
          />
        )}
      />
      <Controller
        control={control}
        name="events"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            className={styles.checkboxes}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            validationBehavior="aria"
          >
            <Label className={styles.groupLabel}>{t.format('webhooks.eventsLabel')}</Label>
            {EVENTS.map((event) => (
              <Checkbox key={event} value={event}>
                <span dir="ltr" className={styles.eventCode}>
                  {event}
                </span>{' '}
                {t.format(eventKeys[event])}
              </Checkbox>
            ))}
            <FieldError className={styles.error}>{messageOf(fieldState.error?.message)}</FieldError>
          </CheckboxGroup>
        )}
      />
      {limitReached ? (
        <p role="alert" className={styles.error}>
          {t.format('webhooks.errorLimit')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={create.isPending}>
          {t.format('webhooks.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={create.isPending}>
          {t.format('webhooks.cancel')}
        </Button>
      </div>
      <MessageDialog
        isOpen={failure != null}
        onClose={() => setFailure(null)}
        title={t.format('webhooks.addFailed')}
        message={t.format(errorMessageKey(failure))}
      />
    </form>
  );
}

/** The new endpoint's signing secret, shown this once, with a copy button. */
function SecretReveal({
  created,
  onDone,
}: {
  created: CreatedWebhookEndpoint;
  onDone: () => void;
}) {
  const t = useStrings();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the secret takes it, so no one misses it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.secret} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {t.format('webhooks.secretTitle')}
      </h3>
      <p className={styles.text}>{t.format('webhooks.secretFor', { url: created.url })}</p>
      <code className={styles.secretValue} dir="ltr" aria-label={t.format('webhooks.secretTitle')}>
        {created.secret}
      </code>
      <p className={styles.warning}>{t.format('webhooks.secretNote')}</p>
      <div className={styles.actions}>
        <CopyButton
          text={created.secret}
          copiedLabel={t.format('webhooks.copied')}
          errorMessage={t.format('webhooks.copyFailed')}
        >
          {t.format('webhooks.copySecret')}
        </CopyButton>
        <Button onPress={onDone}>{t.format('webhooks.done')}</Button>
      </div>
    </section>
  );
}
