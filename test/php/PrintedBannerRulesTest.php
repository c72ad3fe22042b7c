<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

/**
 * The printed banner's pure rules (wordpress/ws/includes/printed-banner-rules.php): filling, the
 * answered check, and POST ws/v1/answer's form, choice, cookies and record. The byte-for-byte
 * comparison with the TypeScript is test/unit/printed-banner-php.test.ts.
 */
final class PrintedBannerRulesTest extends TestCase
{
    public function testFillEscapesEveryValueAsTheTypeScriptDoes(): void
    {
        $this->assertSame(
            '<p title="&quot;&gt;&lt;b&gt;&amp;&#39;">{{x}}</p>',
            ws_printed_fill('<p title="{{a}}">{{b}}</p>{{missing}}', ['a' => "\"><b>&'", 'b' => '{{x}}'])
        );
    }

    public function testSameSitePathKeepsOnlyAPathOnThisSite(): void
    {
        $this->assertSame('/kontakt/?a=1', ws_printed_same_site_path('/kontakt/?a=1'));
        foreach (['//evil.example/', '/\\evil', 'https://evil.example/', '/a b', '', null, str_repeat('/a', 1001)] as $bad) {
            $this->assertSame('/', ws_printed_same_site_path($bad));
        }
    }

    public function testAnsweredNeedsTheChoiceForTheCurrentPolicy(): void
    {
        $front = ['prefix' => 'cmplz_', 'current_policy_id' => '3'];
        $this->assertTrue(ws_printed_answered('a=1; cmplz_choice=set; cmplz_policy_id=3', $front));
        $this->assertFalse(ws_printed_answered('cmplz_choice=set; cmplz_policy_id=2', $front));
        $this->assertFalse(ws_printed_answered('cmplz_policy_id=3', $front));
        $this->assertTrue(ws_printed_answered('cmplz_choice=set', ['current_policy_id' => '']));
    }

    public function testTheFormIsReadOrRefusedInGerman(): void
    {
        $read = ws_answer_read(['ws-answer' => 'save', 'statistics' => 'allow', 'marketing' => 'on', 'ws-return' => '//x']);
        $this->assertSame(
            ['answer' => 'save', 'choices' => ['preferences' => false, 'statistics' => true, 'marketing' => false],
                'return_to' => '/'],
            $read
        );
        $this->assertStringContainsString('muss eines von', ws_answer_read(['ws-answer' => 'maybe'])['error']);
        $this->assertStringContainsString('länger als', ws_answer_read(['ws-answer' => 'deny'], 5000)['error']);
    }

    public function testSavedChoicesLetAnonymousStatisticsFollowStatistics(): void
    {
        $read = ws_answer_read(['ws-answer' => 'save', 'statistics' => 'allow']);
        $choice = ws_answer_choice($read, ['current_policy_id' => '4'], 'abcdefgh1234');
        $this->assertSame('dismiss', $choice['status']);
        $this->assertSame('allow', $choice['categories']['statistics-anonymous']);
        $this->assertSame('deny', $choice['categories']['marketing']);
        $this->assertNull(ws_answer_choice(ws_answer_read(['ws-answer' => 'preferences']), [], null));
    }

    public function testCookiesCarryTheBusAttributes(): void
    {
        $options = ws_answer_cookie_options(
            ['prefix' => 'p_', 'cookie_expiry' => 2, 'cookie_domain' => 'example.com', 'cookie_path' => '/a/'],
            true
        );
        $this->assertSame(
            "p_x=a!'()*%20%3B; Max-Age=172800; Path=/a/; Domain=example.com; SameSite=Lax; Secure",
            ws_answer_serialize_cookie('p_x', "a!'()* ;", $options)
        );
        $host = ws_answer_cookie_options(['prefix' => '__Host-p_', 'cookie_domain' => 'e.com', 'cookie_path' => '/a/'], false);
        $this->assertSame(['expiry_days' => 365, 'domain' => '', 'path' => '/', 'secure' => false], $host);
    }

    public function testTheIdIsKeptOrMadeLikeTheBusMakesIt(): void
    {
        $this->assertSame('abc-123', ws_answer_previous_id('cmplz_id=bad%20id; cmplz_id=abc-123', 'cmplz_'));
        $this->assertNull(ws_answer_previous_id('other_id=abc', 'cmplz_'));
        $this->assertMatchesRegularExpression('/^[0-9a-z]{12}$/D', ws_answer_random_id(random_bytes(12)));
        $this->assertSame('0123456789az', ws_answer_random_id("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x23"));
    }

    public function testTheRecordPassesTheTrackRouteCheck(): void
    {
        $front = ['consenttype' => 'optin', 'region' => 'eu', 'current_policy_id' => '1', 'banner_version' => '3'];
        $read = ws_answer_read(['ws-answer' => 'accept']);
        $record = ws_answer_record($read, ws_answer_choice($read, $front, 'abcdefgh1234'), $front);
        $checked = ws_record_check($record);
        $this->assertNull($checked['error']);
        $this->assertSame('accept_all', $checked['record']['action']);
        $this->assertSame([], $checked['record']['denied_categories']);
    }

    public function testConsentTypeOtherPrintsNothing(): void
    {
        $file = ['templates' => ['basic' => '<b>{{title}}</b>'], 'texts' => ['de' => ['title' => 'T']]];
        $this->assertSame('', ws_printed_banner($file, ['consenttype' => 'other'], 'de', '/', ''));
        $this->assertSame('<b>T</b>', ws_printed_banner($file, ['use_categories' => 'no'], 'de', '/', ''));
    }
}
