/** The top of a group's fieldset: its legend ("(optional)" when it may stay empty), its hint and its error. */
import { OptionalMark } from './FieldFrame.tsx';
import GroupError from './GroupError.tsx';
import styles from './SchemaForm.module.css';

interface Props {
  label: string;
  required: boolean;
  hint: string | undefined;
  hintId: string | undefined;
  error: string | undefined;
  errorId: string;
}

export default function GroupHead({ label, required, hint, hintId, error, errorId }: Props) {
  return (
    <>
      <legend className={styles.legend}>
        {label}
        <OptionalMark required={required} />
      </legend>
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      <GroupError id={errorId} message={error} />
    </>
  );
}
