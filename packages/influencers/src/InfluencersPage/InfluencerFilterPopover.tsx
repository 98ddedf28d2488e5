import { Checkbox, Popover } from '@shoppable/ui';
import type { RefObject } from 'react';
import {
  CheckboxGroup,
  DialogContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  type OverlayTriggerState,
} from 'react-aria-components';
import { useStrings } from '../intl';
import * as styles from './InfluencersPage.css';

/** Props of InfluencerFilterPopover: the trigger's state and ids, and the filter's value. */
export interface InfluencerFilterPopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger's id (the dialog is named after it) and the popover's (the trigger controls it). */
  triggerId: string;
  popoverId: string;
  usernames: string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The influencer filter's popover of checkboxes, given the contexts react-aria's DialogTrigger gives
 * its Popover and Dialog: loaded on the filter's first press (see `InfluencerFilter`).
 */
export function InfluencerFilterPopover({
  state,
  triggerRef,
  triggerId,
  popoverId,
  usernames,
  value,
  onChange,
}: InfluencerFilterPopoverProps) {
  const t = useStrings();
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [DialogContext, { id: popoverId, 'aria-labelledby': triggerId }],
        [
          PopoverContext,
          { trigger: 'DialogTrigger', triggerRef, id: popoverId, 'aria-labelledby': triggerId },
        ],
      ]}
    >
      <Popover aria-label={t.format('list.filter')} placement="bottom start">
        <CheckboxGroup
          aria-label={t.format('list.filter')}
          value={value}
          onChange={onChange}
          className={styles.filterList}
        >
          {usernames.map((username) => (
            <Checkbox key={username} value={username}>
              {username}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Popover>
    </Provider>
  );
}
