<?php
/**
 * Settings → Einwilligungsnachweise: the consent records (records.php), newest first, a search by
 * consent id, and the CSV export through admin-post.php?action=ws_records_csv.
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

/** The screen's slug (options-general.php?page=…). */
const WS_RECORDS_ADMIN_SLUG = 'ws-consent-records';
/** Records per page of the screen. */
const WS_RECORDS_PER_PAGE = 50;
/** The admin-post.php action and nonce action of the export. */
const WS_RECORDS_CSV_ACTION = 'ws_records_csv';

add_action('admin_menu', 'ws_admin_records_menu');
add_action('admin_post_' . WS_RECORDS_CSV_ACTION, 'ws_admin_records_csv');

function ws_admin_records_menu(): void
{
    add_options_page(
        'Einwilligungsnachweise',
        'Einwilligungsnachweise',
        'manage_options',
        WS_RECORDS_ADMIN_SLUG,
        'ws_admin_records_page'
    );
}

/** The search of the request (`s`): a consent id or its start; '' for none or an impossible one. */
function ws_admin_records_search_text(): string
{
    return isset($_GET['s']) && is_string($_GET['s']) ? trim(sanitize_text_field(wp_unslash($_GET['s']))) : '';
}

/** The screen. */
function ws_admin_records_page(): void
{
    if (!current_user_can('manage_options')) {
        wp_die(esc_html__('Sorry, you are not allowed to access this page.'), 403);
    }

    $settings = ws_records_settings();
    $search_text = ws_admin_records_search_text();
    $search = ws_record_search_term($search_text);
    $invalid_search = $search_text !== '' && $search === null;

    $total = $invalid_search ? 0 : ws_records_count($search ?? '');
    $pages = max(1, (int) ceil($total / WS_RECORDS_PER_PAGE));
    $paged = isset($_GET['paged']) ? max(1, absint(wp_unslash($_GET['paged']))) : 1;
    $paged = min($paged, $pages);
    $rows = $invalid_search ? [] : ws_records_page(
        $search ?? '',
        WS_RECORDS_PER_PAGE,
        ($paged - 1) * WS_RECORDS_PER_PAGE
    );

    $page_url = admin_url('options-general.php?page=' . WS_RECORDS_ADMIN_SLUG);
    $csv_url = wp_nonce_url(
        add_query_arg(
            array_filter(['action' => WS_RECORDS_CSV_ACTION, 's' => $search ?? ''], static fn($v) => $v !== ''),
            admin_url('admin-post.php')
        ),
        WS_RECORDS_CSV_ACTION
    );
    $months = $settings['retention_months'];
    ?>
    <div class="wrap">
        <h1><?php echo esc_html('Einwilligungsnachweise'); ?></h1>

        <p>
            <?php echo esc_html('Jede Wahl eines Besuchers im Cookie-Banner wird als Nachweis der Einwilligung '
                . '(Art. 7 Abs. 1 DSGVO) gespeichert.'); ?>
            <?php if (!$settings['record_consent']) : ?>
                <strong><?php echo esc_html('Die Aufzeichnung ist derzeit ausgeschaltet: neue Entscheidungen '
                    . 'werden nicht gespeichert.'); ?></strong>
            <?php endif; ?>
        </p>
        <p>
            <?php echo esc_html('Gespeichert werden: die zufällige Einwilligungs-ID des Besuchers, Datum und '
                . 'Uhrzeit (UTC), die Aktion, die erlaubten und die abgelehnten Kategorien, die Art der '
                . 'Einwilligung, die Region, die ID der Datenschutzerklärung und die Version des Banners.'); ?>
            <?php echo esc_html('Nicht gespeichert werden: IP-Adresse, Browser (User-Agent), Benutzerkonto, '
                . 'verweisende Seite oder sonst etwas über den Besucher.'); ?>
        </p>
        <p>
            <?php
            echo esc_html(sprintf(
                'Nachweise werden %d %s lang aufbewahrt und danach täglich automatisch gelöscht.',
                $months,
                $months === 1 ? 'Monat' : 'Monate'
            ));
            ?>
        </p>

        <form method="get" action="<?php echo esc_url(admin_url('options-general.php')); ?>" class="search-form"
              role="search">
            <input type="hidden" name="page" value="<?php echo esc_attr(WS_RECORDS_ADMIN_SLUG); ?>">
            <p class="search-box" style="float:none">
                <label for="ws-records-search"><?php
                    echo esc_html('Einwilligungs-ID (ganz oder ihr Anfang):');
                ?></label>
                <input type="search" id="ws-records-search" name="s" value="<?php echo esc_attr($search_text); ?>"
                       maxlength="64" pattern="[A-Za-z0-9_\-]{1,64}">
                <input type="submit" class="button" value="<?php echo esc_attr('Suchen'); ?>">
                <?php if ($search_text !== '') : ?>
                    <a href="<?php echo esc_url($page_url); ?>"><?php echo esc_html('Alle zeigen'); ?></a>
                <?php endif; ?>
            </p>
        </form>

        <?php if ($invalid_search) : ?>
            <div class="notice notice-warning inline"><p><?php
                echo esc_html('Eine Einwilligungs-ID besteht aus 1 bis 64 Buchstaben, Ziffern, „_“ oder „-“.');
            ?></p></div>
        <?php endif; ?>

        <p>
            <strong>
                <?php
                $count = number_format_i18n($total) . ' ' . ($total === 1 ? 'Nachweis' : 'Nachweise');
                echo esc_html($search === null
                    ? $count
                    : $count . ' zu Einwilligungs-IDs, die mit „' . $search . '“ beginnen');
                ?>
            </strong>
            <?php if ($total > 0) : ?>
                · <a href="<?php echo esc_url($csv_url); ?>"><?php echo esc_html('Export CSV'); ?></a>
                <span class="description"><?php echo esc_html($search === null
                    ? '(alle Nachweise)'
                    : '(die gefundenen Nachweise)'); ?></span>
            <?php endif; ?>
        </p>

        <?php ws_admin_records_paging($paged, $pages, $total); ?>

        <table class="widefat striped">
            <thead>
                <tr>
                    <th scope="col"><?php echo esc_html('Zeit (UTC / Website)'); ?></th>
                    <th scope="col"><?php echo esc_html('Einwilligungs-ID'); ?></th>
                    <th scope="col"><?php echo esc_html('Aktion'); ?></th>
                    <th scope="col"><?php echo esc_html('Erlaubt'); ?></th>
                    <th scope="col"><?php echo esc_html('Abgelehnt'); ?></th>
                    <th scope="col"><?php echo esc_html('Art'); ?></th>
                    <th scope="col"><?php echo esc_html('Region'); ?></th>
                    <th scope="col"><?php echo esc_html('Datenschutzerklärung'); ?></th>
                    <th scope="col"><?php echo esc_html('Banner-Version'); ?></th>
                </tr>
            </thead>
            <tbody>
                <?php if ($rows === []) : ?>
                    <tr><td colspan="9"><?php echo esc_html($search === null
                        ? 'Noch keine Nachweise.'
                        : 'Keine Nachweise zu dieser Einwilligungs-ID.'); ?></td></tr>
                <?php endif; ?>
                <?php foreach ($rows as $row) : ?>
                    <?php $iso = ws_record_iso_time((string) $row['recorded_at']); ?>
                    <tr>
                        <td>
                            <time datetime="<?php echo esc_attr($iso); ?>"><?php
                                echo esc_html($row['recorded_at'] . ' UTC');
                            ?></time><br>
                            <span class="description"><?php
                                echo esc_html(ws_admin_records_site_time((string) $row['recorded_at']));
                            ?></span>
                        </td>
                        <td><code><?php echo esc_html($row['consent_id']); ?></code></td>
                        <td><?php echo esc_html($row['action']); ?></td>
                        <td><?php echo esc_html(ws_admin_records_list((string) $row['consented'])); ?></td>
                        <td><?php echo esc_html(ws_admin_records_list((string) $row['denied'])); ?></td>
                        <td><?php echo esc_html($row['consenttype']); ?></td>
                        <td><?php echo esc_html($row['region']); ?></td>
                        <td><?php echo esc_html($row['policy_id']); ?></td>
                        <td><?php echo esc_html($row['banner_version'] === '' ? '—' : $row['banner_version']); ?></td>
                    </tr>
                <?php endforeach; ?>
            </tbody>
        </table>

        <?php ws_admin_records_paging($paged, $pages, $total); ?>

        <p class="description">
            <?php echo esc_html('In der CSV-Datei erhält ein Feld, das mit =, +, - oder @ beginnt, ein vorangestelltes '
                . 'Apostroph, damit eine Tabellenkalkulation es nicht als Formel ausführt.'); ?>
        </p>
    </div>
    <?php
}

/** Paging links above and below the table. */
function ws_admin_records_paging(int $paged, int $pages, int $total): void
{
    if ($pages <= 1) {
        return;
    }
    $links = paginate_links([
        'base' => add_query_arg('paged', '%#%'),
        'format' => '',
        'current' => $paged,
        'total' => $pages,
        'prev_text' => '‹ zurück',
        'next_text' => 'weiter ›',
    ]);
    echo '<div class="tablenav"><div class="tablenav-pages">';
    echo '<span class="displaying-num">' . esc_html(sprintf('Seite %1$d von %2$d', $paged, $pages)) . '</span> ';
    echo wp_kses_post((string) $links);
    echo '</div></div>';
}

/** A stored time (UTC) in the site's time zone, e.g. "26.11.2026 11:14:03 (Europe/Berlin)". */
function ws_admin_records_site_time(string $recorded_at): string
{
    $timestamp = strtotime($recorded_at . ' UTC');
    if ($timestamp === false) {
        return '';
    }
    return wp_date('d.m.Y H:i:s', $timestamp) . ' (' . wp_timezone_string() . ')';
}

/** "functional,statistics" → "functional, statistics"; empty → "—". */
function ws_admin_records_list(string $list): string
{
    return $list === '' ? '—' : str_replace(',', ', ', $list);
}

/** admin-post.php?action=ws_records_csv: all records (or those of the search) as CSV. */
function ws_admin_records_csv(): void
{
    if (!current_user_can('manage_options')) {
        wp_die(esc_html__('Sorry, you are not allowed to access this page.'), 403);
    }
    check_admin_referer(WS_RECORDS_CSV_ACTION);

    $search_text = ws_admin_records_search_text();
    $search = ws_record_search_term($search_text);
    if ($search_text !== '' && $search === null) {
        wp_die(esc_html('Eine Einwilligungs-ID besteht aus 1 bis 64 Buchstaben, Ziffern, „_“ oder „-“.'), 400);
    }

    $filename = 'einwilligungsnachweise-' . gmdate('Y-m-d') . ($search === null ? '' : '-' . $search) . '.csv';
    nocache_headers();
    header('Content-Type: text/csv; charset=utf-8');
    header('Content-Disposition: attachment; filename="' . $filename . '"');
    header('X-Content-Type-Options: nosniff');
    if (function_exists('set_time_limit')) {
        @set_time_limit(0);
    }
    while (ob_get_level() > 0) {
        ob_end_clean();
    }

    $out = fopen('php://output', 'wb');
    fwrite($out, ws_csv_row(ws_record_csv_header()));
    $after = null;
    do {
        $rows = ws_records_batch($search ?? '', $after, 1000);
        foreach ($rows as $row) {
            fwrite(
                $out,
                ws_csv_row(ws_record_csv_fields($row, ws_admin_records_site_time_plain((string) $row['recorded_at'])))
            );
            $after = ['recorded_at' => (string) $row['recorded_at'], 'id' => (int) $row['id']];
        }
        flush();
    } while (count($rows) === 1000);
    fclose($out);
    exit;
}

/** A stored time (UTC) in the site's time zone as ISO 8601 with offset, for the CSV. */
function ws_admin_records_site_time_plain(string $recorded_at): string
{
    $timestamp = strtotime($recorded_at . ' UTC');
    return $timestamp === false ? '' : wp_date('Y-m-d\TH:i:sP', $timestamp);
}
