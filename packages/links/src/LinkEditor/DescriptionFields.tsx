import { LIMITS } from '@shoppable/domain';
import { TextArea } from '@shoppable/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { fill, useStrings } from '../intl';
import { PromocodeField } from '../FormFields';
import type { LinkEditorValues } from './values';

/** The description and the promocode, the first fields of the form. */
export function DescriptionFields() {
  const strings = useStrings();
  const { control } = useFormContext<LinkEditorValues>();
  return (
    <>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label={strings.format('editor.description')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={LIMITS.linkDescriptionMax}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <PromocodeField
        label={strings.format('editor.promocode')}
        description={fill(strings.format('editor.promocodeHelp'), { max: LIMITS.promocodeMax })}
      />
    </>
  );
}
