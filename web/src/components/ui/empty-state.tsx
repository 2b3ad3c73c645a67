// What a list shows when it has nothing yet.
export function EmptyState({ text }: { text: string }) {
  return <p className="empty-state">{text}</p>;
}
