import { clearedUtm } from '@shoppable/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { areUtmValuesValid, UtmSection, utmValues, type UtmValues } from './UtmSection';

function Stateful({ start, onChange }: { start: UtmValues; onChange: (v: UtmValues) => void }) {
  const [value, setValue] = useState(start);
  return (
    <UtmSection
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderSection(start: UtmValues = utmValues(null)) {
  const onChange = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <Stateful start={start} onChange={onChange} />
    </I18nProvider>,
  );
  return onChange;
}

const toggle = () => screen.getByRole('switch', { name: 'Add UTM parameters' });

describe('UtmSection', () => {
  it('starts off, without the fields, when no value exists', () => {
    renderSection();
    expect(toggle()).toHaveProperty('checked', false);
    expect(screen.queryByRole('textbox', { name: 'UTM source' })).toBeNull();
  });

  it('starts on when a value exists, with the preview of the filled parts', () => {
    renderSection(utmValues({ UTMCampaign: 'spring sale', UTMSource: 'ig' }));
    expect(toggle()).toHaveProperty('checked', true);
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(
      screen.getByText('Added to the address: utm_source=ig&utm_campaign=spring%20sale'),
    ).toBeTruthy();
  });

  it('clears all five values when switched off', async () => {
    const onChange = renderSection(utmValues({ UTMSource: 'ig', UTMTerm: 'shoes' }));
    await userEvent.click(toggle());
    expect(onChange).toHaveBeenLastCalledWith(clearedUtm());
    await userEvent.click(toggle());
    expect(screen.getByRole('textbox', { name: 'UTM term' })).toHaveProperty('value', '');
    expect(screen.getByText('Added to the address: -')).toBeTruthy();
  });

  it('marks a value outside the character rule with its message, keeping the text', async () => {
    renderSection(utmValues({ UTMSource: 'ig' }));
    const medium = screen.getByRole('textbox', { name: 'UTM medium' });
    await userEvent.type(medium, 'so<cial');
    expect(medium.getAttribute('aria-invalid')).toBe('true');
    expect(medium).toHaveProperty('value', 'so<cial');
    expect(
      screen.getByText(
        'Only letters, digits, spaces and - _ . ~ + % { } are allowed, up to 100 characters',
      ),
    ).toBeTruthy();
  });
});

describe('UTM helpers', () => {
  it('fills missing values with empty strings', () => {
    expect(utmValues({ UTMSource: 'ig', UTMMedium: null })).toEqual({
      ...clearedUtm(),
      UTMSource: 'ig',
    });
  });

  it('accepts values within the rule only', () => {
    expect(areUtmValuesValid(utmValues({ UTMSource: 'ig', UTMContent: 'a b-c_d.e~f+g%{h}' }))).toBe(
      true,
    );
    expect(areUtmValuesValid(utmValues({ UTMTerm: 'x<y' }))).toBe(false);
    expect(areUtmValuesValid(utmValues({ UTMTerm: 'x'.repeat(101) }))).toBe(false);
  });
});
