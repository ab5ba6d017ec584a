import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type Breakpoint,
  type SxProps,
  type Theme,
} from '@mui/material';

/**
 * A dialog that asks before an action (reject with a reason, export with a reason, send): `title`
 * names it, `question` describes it (its sentence, styled by `questionSx`), `children` follow (the
 * reason's field, warnings), `actions` are its buttons, cancel first. With `onSubmit` its content is
 * a form, so Enter in the field submits.
 */
export function AskDialog({
  open,
  onClose,
  title,
  question,
  questionSx = { mb: 2 },
  maxWidth = 'sm',
  onSubmit,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  question: ReactNode;
  questionSx?: SxProps<Theme>;
  maxWidth?: Breakpoint;
  onSubmit?: (event: FormEvent) => void;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  const questionId = useId();
  const content = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId} sx={questionSx}>
          {question}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </Dialog>
  );
}
