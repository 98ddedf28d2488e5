import { Checkbox, DialogTriggerContexts, Popover, type DialogTriggerLink } from '@shoppable/ui';
import { CheckboxGroup } from 'react-aria-components';
import { useStrings } from '../intl';
import * as styles from './InfluencersPage.css';

/** Props of InfluencerFilterPopover: its trigger, and the filter's value. */
export interface InfluencerFilterPopoverProps {
  trigger: DialogTriggerLink;
  usernames: string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The influencer filter's popover of checkboxes, in its trigger's contexts: loaded on the filter's
 * first press (see `InfluencerFilter`).
 */
export function InfluencerFilterPopover({
  trigger,
  usernames,
  value,
  onChange,
}: InfluencerFilterPopoverProps) {
  const t = useStrings();
  return (
    <DialogTriggerContexts {...trigger}>
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
    </DialogTriggerContexts>
  );
}
