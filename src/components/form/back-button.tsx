import clsx from "clsx";
import { buttonStyles } from "./button-styles";

/** The way back: to the previous question, or out of the steps. */
export function BackButton({
  label,
  onClick,
  className,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly className?: string;
}) {
  return (
    <button type="button" onClick={onClick} className={clsx(buttonStyles.secondary, className)}>
      <span aria-hidden="true">←</span>
      {label}
    </button>
  );
}
