import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { ConsultationRequest, ContactRequest } from "@/features/leads/schemas";
import type { OutgoingMail } from "@/server/mail/outbox";
import { decodeEncodedWords, parseMime, textOf } from "@/server/mail/testing/parse-mime";
import { composeMail } from "@/server/mail/transport";
import { consultationMails, contactMails } from "./lead-mails";

const context = {
  id: "lead-1",
  teamEmail: "team@lumbre.test",
  receivedAt: new Date("2026-11-20T14:03:00.000Z"),
};

const contact: ContactRequest = {
  locale: "es",
  topic: "new-business",
  service: "data-viz-data-storytelling",
  budget: "none",
  name: "Ana",
  lastName: "Pérez",
  email: "ana@example.com",
  company: "Acme",
  message: "Necesitamos un tablero\npara nuestro equipo.",
};

describe("contactMails", () => {
  it("tells the team every field with its label, reply-to the visitor", () => {
    const [team] = contactMails(contact, context);
    expect(team).toMatchObject({
      to: "team@lumbre.test",
      replyTo: "ana@example.com",
      subject: "New contact (New Business): Ana Pérez",
    });
    for (const line of [
      "Topic: New Business",
      "Service: Data viz & data storytelling",
      "Budget: There's no assigned budget yet",
      "Name: Ana",
      "Last name: Pérez",
      "Email: ana@example.com",
      "Company: Acme",
      "Position: —",
      "Language: Spanish",
      "Received: 2026-11-20T14:03:00.000Z",
      "Reference: lead-1",
      "Message:\nNecesitamos un tablero\npara nuestro equipo.",
    ]) {
      expect(team?.text).toContain(line);
    }
  });

  it("labels the company of a press inquiry as the publication", () => {
    const [team] = contactMails(
      { ...contact, topic: "press", service: undefined, budget: undefined },
      context,
    );
    expect(team?.text).toContain("Press company / publication: Acme");
    expect(team?.text).toContain("Service: —");
  });

  it("confirms to the visitor in Spanish (voseo), with the company address and no free text", () => {
    const [, visitor] = contactMails(contact, context);
    expect(visitor).toMatchObject({
      to: "ana@example.com",
      replyTo: "team@lumbre.test",
      subject: "Recibimos tu mensaje",
    });
    expect(visitor?.text).toContain("¡Hola, Ana!");
    expect(visitor?.text).toContain("te va a responder dentro de un día hábil");
    expect(visitor?.text).toContain("Servicio: Data viz y data storytelling");
    expect(visitor?.text).toContain("Presupuesto: Aún no fijamos un presupuesto.");
    expect(visitor?.text).toContain("escribinos a hello@lumbre.studio");
    expect(visitor?.text).not.toContain("tablero");
    expect(visitor?.text).not.toContain("Acme");
  });

  it("confirms in English, leaving out options a topic does not ask for", () => {
    const [, visitor] = contactMails(
      {
        ...contact,
        locale: "en",
        topic: "careers",
        service: undefined,
        budget: undefined,
        position: "designer",
      },
      context,
    );
    expect(visitor?.subject).toBe("We received your message");
    expect(visitor?.text).toContain("Hi Ana,");
    expect(visitor?.text).toContain("within one working day");
    expect(visitor?.text).toContain("Topic: Careers");
    expect(visitor?.text).not.toContain("Service:");
    expect(visitor?.text).toContain("write to hello@lumbre.studio");
  });

  it("keeps a line break in a name out of the subject", () => {
    const [team] = contactMails({ ...contact, name: "Ana\r\nBcc: x@example.com" }, context);
    expect(team?.subject).toBe("New contact (New Business): Ana Bcc: x@example.com Pérez");
  });
});

describe("consultationMails", () => {
  const consultation: ConsultationRequest = {
    locale: "en",
    helpType: "blockchain-innovation-lab",
    budget: "50k-plus",
    name: "Bruno",
    email: "bruno@example.com",
  };

  it("tells the team the type of help and budget, and confirms to the visitor", () => {
    const [team, visitor] = consultationMails(consultation, context);
    expect(team).toMatchObject({
      to: "team@lumbre.test",
      replyTo: "bruno@example.com",
      subject: "New consultation request (Blockchain): Bruno",
    });
    expect(team?.text).toContain("Type of help: Blockchain");
    expect(team?.text).toContain("Budget: More than 50K");
    expect(team?.text).toContain("Email: bruno@example.com");
    expect(visitor?.subject).toBe("We received your consultation request");
    expect(visitor?.text).toContain("Thanks for reaching out!");
    expect(visitor?.text).toContain("within one working day");

    const [, spanish] = consultationMails({ ...consultation, locale: "es", helpType: "other" }, context);
    expect(spanish?.text).toContain("Tipo de ayuda: Otro");
    expect(spanish?.text).toContain("te va a responder dentro de un día hábil");
  });
});

/** The message exactly as nodemailer writes it for the SMTP server (or the .eml file). */
async function rawMessage(mail: OutgoingMail): Promise<string> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await composer.sendMail(composeMail(mail, "outbox-1", "Lumbre Studio <hello@lumbre.studio>"));
  composer.close();
  if (!Buffer.isBuffer(info.message)) throw new Error("no buffer");
  return info.message.toString("utf8");
}

function headerNames(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head
    .split("\r\n")
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
}

describe("text a visitor chose", () => {
  // What the shared schema refuses (line breaks, controls) is still handled here: rows stored before,
  // and any future caller that skips the schema.
  const forged: ContactRequest = {
    ...contact,
    locale: "en",
    name: "Ana\r\nBcc: victim@example.com",
    lastName: "=?utf-8?b?SGFja2VkIQ==?=",
    company: "Acme\nSubject: forged\u001b[2J",
    message: "Visit https://spam.example now, or call +1 555 0100 to claim your prize.",
  };

  it("never reaches the visitor's confirmation, beyond a plain first name", () => {
    for (const name of [
      "http://spam.example",
      "$$$ Win at spam.example",
      "Ana\u202Egpj.exe",
      "x".repeat(30),
    ]) {
      for (const mails of [
        contactMails({ ...forged, name }, context),
        consultationMails(
          { locale: "es", helpType: "other", budget: "none", name, email: "v@example.com" },
          context,
        ),
      ]) {
        const visitor = mails[1];
        expect(visitor?.text).toMatch(/^(Hi,|¡Hola!)\n/);
        for (const text of ["spam", "$$$", "gpj", "xxxxxxxxxx", "prize", "Acme", "Hacked", "SGFja2Vk"]) {
          expect(`${visitor?.subject}\n${visitor?.text}`, `${name}: ${text}`).not.toContain(text);
        }
      }
    }
    // A plain first name is all it keeps of a longer one.
    const [, greeted] = contactMails({ ...forged, name: "Mary-Jane O'Neil http://spam.example" }, context);
    expect(greeted?.text).toMatch(/^Hi Mary-Jane,\n/);
    expect(greeted?.text).not.toContain("spam");
  });

  it("keeps to its own labelled line in the team's mail body", () => {
    const [team] = contactMails(forged, context);
    const lines = team?.text.split("\n") ?? [];
    expect(lines).toContain("Name: Ana\\r\\nBcc: victim@example.com");
    expect(lines).toContain("Company: Acme\\nSubject: forged\\u{1B}[2J");
    expect(lines.some((line) => /^(Bcc|Subject):/i.test(line))).toBe(false);
    expect(team?.text).not.toContain("\u001b");
  });

  it("cannot forge a header or choose the subject through nodemailer's output", async () => {
    const [team] = contactMails(forged, context);
    if (!team) throw new Error("no team mail");
    const raw = await rawMessage(team);
    const names = headerNames(raw);
    expect(names).not.toContain("bcc");
    expect(names.filter((name) => name === "subject")).toHaveLength(1);
    const message = parseMime(raw);
    const subject = message.headers.get("subject") ?? "";
    // Decoded as a mail client would: the visitor's encoded-word stays text, not "Hacked!".
    expect(decodeEncodedWords(subject)).not.toContain("Hacked");
    expect(subject).toContain("= ?utf-8?b?SGFja2VkIQ== ?=");
    expect(subject).toMatch(/^New contact \(New Business\): Ana Bcc: victim@example\.com/);
    expect(textOf(message, "text/plain")).toContain("Name: Ana\\r\\nBcc: victim@example.com");

    const [consultationTeam] = consultationMails(
      {
        locale: "en",
        helpType: "other",
        budget: "none",
        name: "=?UTF-8?Q?Urgent=3A_wire_money?=",
        email: "v@example.com",
      },
      context,
    );
    if (!consultationTeam) throw new Error("no team mail");
    const decoded = decodeEncodedWords(
      parseMime(await rawMessage(consultationTeam)).headers.get("subject") ?? "",
    );
    expect(decoded).not.toContain("Urgent: wire");
  });
});
