export function Chip({ label, tone = 'plain' }) {
  return <span className="chip">{label}</span>;
}

export const Pill = (props) => <b className="pill">{props.caption}</b>;
