import '../components/ui/spinner.css';
/** Before the language and the first screen are loaded: a spinner without text (no catalogue yet). */
export function BootFallback() {
  return (
    <div className="boot-fallback" aria-busy="true">
      <span className="spinner spinner-large" aria-hidden="true">
        <span className="spinner-circle" />
      </span>
    </div>
  );
}
