/**
 * The pages the start-up shows before the app exists (the config did not load, the network is gone,
 * a phone is being sent to the h5 site). Drawn with the DOM, not React: main.tsx does not load the
 * framework until the engine has started the first screen's calls (issue #26), and these pages must show
 * even when the framework's code is what could not arrive.
 */
export interface BootMessage {
  title: string;
  hint?: string;
  /** A 重试 button. */
  retry?: { label: string; onRetry: () => void };
  /** Under the shell's header bar (the offline page keeps the page's frame). */
  underHeader?: boolean;
  /** An alert (a failure) or a quiet status line (a redirect in progress). */
  role: 'alert' | 'status';
}

export function showBootMessage(root: HTMLElement, message: BootMessage): void {
  const doc = root.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'full-page-message';
  box.setAttribute('role', message.role);
  const title = doc.createElement(message.role === 'alert' ? 'h1' : 'p');
  title.textContent = message.title;
  box.append(title);
  if (message.hint !== undefined) {
    const hint = doc.createElement('p');
    hint.textContent = message.hint;
    box.append(hint);
  }
  if (message.retry !== undefined) {
    const { label, onRetry } = message.retry;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'btn btn-primary';
    button.textContent = label;
    button.addEventListener('click', onRetry, { once: true });
    box.append(button);
  }
  if (message.underHeader === true) {
    const shell = doc.createElement('div');
    shell.className = 'boot-shell';
    const header = doc.createElement('div');
    header.className = 'shell-header';
    shell.append(header, box);
    root.replaceChildren(shell);
  } else {
    root.replaceChildren(box);
  }
}
