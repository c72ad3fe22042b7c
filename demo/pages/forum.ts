import { FORUM_MAINTENANCE, forumNotices, forumTopics, nextForumMaintenance } from '../content/site.ts';
import { germanDate, html } from '../html.ts';
import type { PageFrame } from './layout.ts';

/** German weekday names, Sunday first (as Date.getUTCDay counts). */
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** `now` is the server's clock (a parameter for the tests): the maintenance date is always ahead. */
export function forumPage(loginFailed = false, now: Date = new Date()): PageFrame {
  const maintenance = nextForumMaintenance(now);
  const maintenanceDay = `${WEEKDAYS[new Date(`${maintenance}T00:00:00Z`).getUTCDay()]}, ${germanDate(maintenance)}`;
  return {
    title: 'Kundenforum',
    description: 'Fragen und Erfahrungen rund um Karosserie, Lack und Pflege.',
    path: '/forum/',
    main: html`
<h1>Kundenforum</h1>
${loginFailed ? html`<ws-alert type="error">Anmeldung fehlgeschlagen: Benutzername oder Passwort ist falsch.</ws-alert>` : ''}
<section class="forum-notices">
  <h2 id="notices-title">Hinweise</h2>
  ${forumNotices.map((notice) => html`<ws-alert type="${notice.type}" ${notice.type === 'info' || notice.type === 'success' ? html`dismissible` : ''}>${notice.text}</ws-alert>`)}
  <ws-alert type="warning">Wegen geplanter Wartungsarbeiten ist das Forum am ${maintenanceDay}, von ${FORUM_MAINTENANCE.from} bis ${FORUM_MAINTENANCE.to} Uhr nicht erreichbar.</ws-alert>
</section>
<div class="two-columns two-columns--wide-first">
  <section>
    <h2 id="topics-title">Aktuelle Themen</h2>
    <div class="table-scroll" role="region" aria-label="Tabelle der aktuellen Themen, seitlich verschiebbar" tabindex="0">
    <table class="topics">
      <thead><tr><th scope="col">Thema</th><th scope="col">Antworten</th><th scope="col">Letzter Beitrag</th></tr></thead>
      <tbody>
        ${forumTopics.map((topic) => html`<tr><th scope="row">${topic.title}<br><small>von ${topic.author}</small></th><td>${topic.replies}</td><td><time datetime="${topic.lastPost}">${germanDate(topic.lastPost)}</time></td></tr>`)}
      </tbody>
    </table>
    </div>
  </section>
  <section class="login" aria-labelledby="login-title">
    <h2 id="login-title">Anmelden</h2>
    <form class="form" method="post" action="/forum/">
      <p><label for="login-user">Benutzername oder E-Mail</label><input id="login-user" name="log" autocomplete="username" required></p>
      <p><label for="login-password">Passwort</label><input id="login-password" name="pwd" type="password" autocomplete="current-password" required></p>
      <p class="checkbox"><input id="login-remember" name="rememberme" type="checkbox" value="forever"><label for="login-remember">Angemeldet bleiben</label></p>
      <p><button class="button" type="submit">Anmelden</button></p>
    </form>
  </section>
</div>`,
  };
}
