import { Link } from "react-router";
import { useLocalePath } from "~/i18n";
import { buttonClass } from "./styles";

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: React.ReactNode;
  action?: { to: string; label: string };
}) {
  const lp = useLocalePath();
  return (
    <div className="empty-state rounded-lg border border-dashed border-slate-300 p-8 text-center" role="status">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children ? <p className="mt-2 text-slate-700">{children}</p> : null}
      {action ? (
        <p className="mt-4">
          <Link to={lp(action.to)} className={buttonClass}>
            {action.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
